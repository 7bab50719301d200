-- Personal data. Nothing here is readable by anon; a signed-in user reads only their own favorites, bookings and
-- payments. Rows are created by the SECURITY DEFINER functions (20261122000600/700) or the service role, never by
-- direct inserts from anon or authenticated, so those roles lose their write grants here.

-- 'BK-' + 6 characters without look-alikes (no 0/O, 1/I/L), for people reading it over the phone.
create or replace function public.new_booking_reference() returns text
language sql volatile
set search_path = ''
as $$
  select 'BK-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
    from generate_series(1, 6)
$$;
revoke execute on function public.new_booking_reference() from public, anon, authenticated;

create table public.favorites (
  user_id uuid not null references auth.users (id) on delete cascade,
  trip_id int not null references public.trips (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, trip_id)
);
create index favorites_trip_idx on public.favorites (trip_id);
alter table public.favorites enable row level security;
revoke all on public.favorites from anon;
revoke insert, update, truncate, references, trigger on public.favorites from authenticated;
create policy "favorites: owner reads" on public.favorites
  for select to authenticated using (user_id = (select auth.uid()));
create policy "favorites: owner deletes" on public.favorites
  for delete to authenticated using (user_id = (select auth.uid()));

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default public.new_booking_reference(),
  user_id uuid references auth.users (id) on delete cascade,
  departure_id int not null references public.departures (id),
  places int not null check (places > 0),
  status text not null default 'held' check (status in ('held', 'confirmed', 'expired', 'cancelled')),
  hold_expires_at timestamptz,
  payment_option text not null check (payment_option in ('full', 'deposit')),
  total_cents int not null check (total_cents >= 0),
  deposit_cents int not null check (deposit_cents >= 0),
  currency text not null default 'EUR',
  billing jsonb not null default '{}',
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (deposit_cents <= total_cents)
);
create index bookings_user_idx on public.bookings (user_id, created_at desc);
create index bookings_departure_idx on public.bookings (departure_id);
create index bookings_held_idx on public.bookings (departure_id, hold_expires_at) where status = 'held';
create trigger bookings_set_updated_at before update on public.bookings
  for each row execute function public.set_updated_at();
alter table public.bookings enable row level security;
revoke all on public.bookings from anon;
revoke insert, update, delete, truncate, references, trigger on public.bookings from authenticated;
create policy "bookings: owner reads" on public.bookings
  for select to authenticated using (user_id = (select auth.uid()));

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  provider text not null,
  provider_reference text,
  idempotency_key text unique,
  amount_cents int not null check (amount_cents >= 0),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'refunded')),
  created_at timestamptz not null default now()
);
create index payments_booking_idx on public.payments (booking_id);
alter table public.payments enable row level security;
revoke all on public.payments from anon;
revoke insert, update, delete, truncate, references, trigger on public.payments from authenticated;
create policy "payments: owner of the booking reads" on public.payments
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));

create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  trip_id int references public.trips (id) on delete set null,
  departure_id int references public.departures (id) on delete set null,
  user_id uuid references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now()
);
create index inquiries_trip_idx on public.inquiries (trip_id);
create index inquiries_departure_idx on public.inquiries (departure_id);
create index inquiries_user_idx on public.inquiries (user_id);
alter table public.inquiries enable row level security;
revoke all on public.inquiries from anon, authenticated;

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  subject text,
  message text not null,
  accepts_terms boolean not null default false,
  wants_news boolean not null default false,
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now()
);
create index contact_messages_user_idx on public.contact_messages (user_id);
alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;

create table public.private_adventure_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  destination text,
  activity_id int references public.activities (id) on delete set null,
  start_month date,
  group_size int check (group_size > 0),
  budget_cents int check (budget_cents >= 0),
  message text,
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now()
);
create index private_adventure_requests_user_idx on public.private_adventure_requests (user_id);
create index private_adventure_requests_activity_idx on public.private_adventure_requests (activity_id);
alter table public.private_adventure_requests enable row level security;
revoke all on public.private_adventure_requests from anon, authenticated;

-- The chat assistant (an Edge Function holding the service role) is the only writer and reader.
create table public.chat_threads (
  id uuid primary key default gen_random_uuid(),
  client_key text,
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index chat_threads_client_key_idx on public.chat_threads (client_key);
create trigger chat_threads_set_updated_at before update on public.chat_threads
  for each row execute function public.set_updated_at();
alter table public.chat_threads enable row level security;
revoke all on public.chat_threads from anon, authenticated;

create table public.chat_messages (
  id bigint generated by default as identity primary key,
  thread_id uuid not null references public.chat_threads (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null,
  created_at timestamptz not null default now()
);
create index chat_messages_thread_idx on public.chat_messages (thread_id, id);
alter table public.chat_messages enable row level security;
revoke all on public.chat_messages from anon, authenticated;

-- Written in the same transaction as the change that causes the e-mail; a mailer (service role) sends and marks it.
create table public.email_outbox (
  id bigint generated by default as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  template text,
  payload jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts int not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_pending_idx on public.email_outbox (created_at) where status = 'pending';
alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;
