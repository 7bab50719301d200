-- The search vocabulary is read by everyone and written only by migrations and the service role. A new hosted project
-- grants every API role everything on new tables (RLS kept anon's insert, update and delete from doing anything):
-- least privilege says they should not hold them at all.
revoke insert, update, delete, truncate, references, trigger on public.search_vocabulary from anon, authenticated;
