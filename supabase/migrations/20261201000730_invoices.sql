-- After the sale: the final invoice of a booking, issued once it is paid in full, numbered in one series per
-- year with no number repeated or skipped: the counter row is taken in the same transaction as the payment that
-- completes the booking (concurrent payments wait for it in turn, and a payment rolled back gives its number back).
create table public.invoice_series (
  year int primary key check (year between 2000 and 2999),
  last_number int not null default 0 check (last_number >= 0)
);

alter table public.invoice_series enable row level security;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  number text not null unique,
  year int not null,
  sequence int not null check (sequence > 0),
  total_cents int not null check (total_cents >= 0),
  currency text not null,
  issued_at timestamptz not null default now(),
  unique (year, sequence)
);

alter table public.invoices enable row level security;

grant select on public.invoices to authenticated;

create policy "invoices: owner of the booking reads" on public.invoices
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));

create function private.issue_final_invoice() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice_year int := extract(year from now())::int;
  next_number int;
begin
  if exists (select 1 from public.invoices i where i.booking_id = new.id) then
    return new;
  end if;
  insert into public.invoice_series (year) values (invoice_year) on conflict (year) do nothing;
  update public.invoice_series s set last_number = s.last_number + 1
   where s.year = invoice_year
  returning s.last_number into next_number;
  insert into public.invoices (booking_id, number, year, sequence, total_cents, currency)
  values (new.id, invoice_year || '-' || lpad(next_number::text, 6, '0'), invoice_year, next_number, new.total_cents, new.currency);
  return new;
end
$$;

create trigger bookings_issue_final_invoice after update of paid_cents on public.bookings
  for each row when (new.status = 'confirmed' and new.paid_cents >= new.total_cents and old.paid_cents < new.total_cents)
  execute function private.issue_final_invoice();
