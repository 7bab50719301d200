-- Photos with a review (docs/reviews.md#photos): the traveller adds them from the invitation's page before sending
-- the review; the operator may reject any one of them. The shop's server checks and re-encodes each file and puts it
-- in Storage first (lib/reviews/photo-image.ts, lib/data/review-photos.ts); these functions decide, under the
-- booking's lock (the one submit_review takes), whether it belongs: only with a valid invitation, before the review is
-- sent, up to the limit. Service role only (the foundation's defaults): the key is checked here, the file there.

-- How many photos one review may carry (lib/reviews/photo-limits.ts says the same to the traveller).
create function private.review_photo_limit() returns int
language sql immutable
set search_path = ''
as $$ select 4 $$;

-- The invitation's booking, locked, while its review is not written yet: what adding or removing a photo needs.
create function private.open_draft(p_key text) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  inv public.review_invitations := private.open_invitation(p_key);
begin
  perform 1 from public.bookings b where b.id = inv.booking_id for update;
  if exists (select 1 from public.reviews r where r.booking_id = inv.booking_id) then
    perform private.booking_error('already_reviewed', 'This trip has been reviewed from this booking already');
  end if;
  return inv.booking_id;
end
$$;

-- A photo the shop's server has stored under photo_id, added to the invitation's draft; refused past the limit.
create function public.add_review_photo(key text, photo_id uuid, width int, height int) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking uuid := private.open_draft(add_review_photo.key);
begin
  if add_review_photo.photo_id is null or add_review_photo.width is null or add_review_photo.height is null then
    perform private.invalid('photo_id, width and height are required');
  end if;
  if (select count(*) from public.review_photos p where p.booking_id = booking) >= private.review_photo_limit() then
    perform private.booking_error('too_many_photos', 'A review takes at most ' || private.review_photo_limit() || ' photos');
  end if;
  insert into public.review_photos (id, booking_id, width, height)
  values (add_review_photo.photo_id, booking, add_review_photo.width, add_review_photo.height);
  return private.review_photo_list(booking, true);
exception
  when check_violation then
    perform private.invalid('width and height must be between 1 and 1600');
end
$$;

-- Takes a draft photo off (the shop's server then deletes its file); false when the invitation has no such photo.
create function public.remove_review_photo(key text, photo_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking uuid := private.open_draft(remove_review_photo.key);
begin
  delete from public.review_photos p where p.id = remove_review_photo.photo_id and p.booking_id = booking and p.review_id is null;
  return found;
end
$$;

-- The operator rejects one photo of a review (or takes the rejection back), from the review's moderation link,
-- whatever the review's status; answers as moderate_review does, so the server can put the public copies right.
create function public.moderate_review_photo(review_id int, key text, photo_id uuid, rejected boolean) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews := private.moderated_review(moderate_review_photo.review_id, moderate_review_photo.key);
begin
  if moderate_review_photo.rejected is null then
    perform private.invalid('rejected must be true or false');
  end if;
  update public.review_photos p set rejected = moderate_review_photo.rejected
   where p.id = moderate_review_photo.photo_id and p.review_id = r.id;
  if not found then
    perform private.booking_error('not_found', 'This review has no such photo');
  end if;
  return jsonb_build_object('id', r.id, 'trip_id', r.trip_id, 'status', r.status,
                            'photos', private.review_photo_list(r.booking_id, false));
end
$$;
