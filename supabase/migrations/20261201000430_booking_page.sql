-- After the sale: the booking's own page (/{lang}/account/bookings/{reference}), opened by its signed-in owner
-- or with a key from an e-mail, and the keys' lifetimes.

-- Everything the booking page shows. A passport number is never sent whole: the page shows its last three characters.
create function public.get_booking_page(reference text, key text default null) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b public.bookings := private.authorized_booking(get_booking_page.reference, get_booking_page.key);
  cutoff date := private.details_cutoff(b);
begin
  return json_build_object(
    'booking', private.booking_json(b),
    'refunded_cents', b.refunded_cents,
    'cancelled_at', b.cancelled_at,
    'cancelled_by', b.cancelled_by,
    'cancellation_fee_cents', b.cancellation_fee_cents,
    'created_at', b.created_at,
    'payments', coalesce((
      select json_agg(json_build_object('id', p.id, 'amount_cents', p.amount_cents, 'currency', p.currency, 'kind', p.kind,
               'refunded_cents', p.refunded_cents, 'created_at', p.created_at) order by p.created_at, p.id)
        from public.payments p where p.booking_id = b.id and p.status = 'succeeded'), '[]'),
    'refunds', coalesce((
      select json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents, 'status', r.status, 'source', r.source,
               'created_at', r.created_at) order by r.created_at, r.id)
        from public.refunds r where r.booking_id = b.id), '[]'),
    'invoice', (select json_build_object('number', i.number, 'issued_at', i.issued_at, 'total_cents', i.total_cents)
                  from public.invoices i where i.booking_id = b.id),
    'travellers', coalesce((
      select json_agg(json_build_object(
               'position', n.position,
               'first_name', coalesce(t.first_name, n.person ->> 'first_name', ''),
               'last_name', coalesce(t.last_name, n.person ->> 'last_name', ''),
               'date_of_birth', t.date_of_birth, 'nationality', t.nationality,
               'passport_end', case when t.passport_number is not null then right(t.passport_number, 3) end,
               'passport_expiry', t.passport_expiry, 'dietary_needs', t.dietary_needs,
               'emergency_contact_name', t.emergency_contact_name, 'emergency_contact_phone', t.emergency_contact_phone,
               'complete', coalesce(private.traveller_complete(t), false)) order by n.position)
        from (select g.position, b.travellers -> (g.position - 1) as person
                from generate_series(1, b.places) as g(position)) n
        left join public.booking_travellers t on t.booking_id = b.id and t.position = n.position), '[]'),
    'details_cutoff_on', cutoff,
    'details_open', b.status = 'confirmed' and current_date <= cutoff,
    'cancellation', private.cancellation_quote(b),
    'today', current_date);
end
$$;

grant execute on function public.get_booking_page(text,text) to anon, authenticated;
