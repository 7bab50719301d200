-- Editors' previews and the blog's related trips.

-- The trip cards of every trip, published or not, for the shop's preview mode (server code holding the service role,
-- only while an editor has turned preview on). The same columns as trip_cards; the next departure is read from the
-- departures themselves, since departure_availability shows published trips only.
create view public.trip_preview_cards with (security_invoker = true) as
select t.id,
       tt.lang,
       tt.slug,
       tt.title,
       tt.summary,
       t.country_id,
       ct.name as country_name,
       t.activity_id,
       at.name as activity_name,
       t.duration_days,
       t.difficulty,
       t.group_type,
       t.price_from_cents,
       t.discount_percent,
       t.rating,
       t.review_count,
       t.hero_path,
       t.featured,
       (select min(d.start_date)
          from public.departures d
         where d.trip_id = t.id and d.status = 'scheduled' and d.start_date > current_date
       ) as next_departure,
       t.published
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
  left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = tt.lang
  left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = tt.lang;

revoke all on public.trip_preview_cards from public, anon, authenticated;
grant select on public.trip_preview_cards to service_role;

-- Trips an editor relates to a blog post, in the order they are shown under it.
create table public.blog_post_trips (
  post_id int not null references public.blog_posts (id) on delete cascade,
  trip_id int not null references public.trips (id) on delete cascade,
  position int not null default 0,
  primary key (post_id, trip_id)
);
create index blog_post_trips_trip_idx on public.blog_post_trips (trip_id);
alter table public.blog_post_trips enable row level security;
revoke all on public.blog_post_trips from anon, authenticated;
grant select on public.blog_post_trips to anon, authenticated;
grant all on public.blog_post_trips to service_role;
create policy "blog_post_trips: of public posts and published trips" on public.blog_post_trips
  for select to anon, authenticated
  using (
    exists (select 1 from public.blog_posts p where p.id = post_id and p.published and p.published_at <= now())
    and exists (select 1 from public.trips t where t.id = trip_id and t.published)
  );
