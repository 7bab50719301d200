-- Previews show the same price as the published page: the "from" price after discount, from the one price rule.
create or replace view public.trip_preview_cards with (security_invoker = true) as
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
       t.published,
       public.trip_effective_price_cents(t.price_from_cents, t.discount_percent) as from_price_cents
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
  left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = tt.lang
  left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = tt.lang;
