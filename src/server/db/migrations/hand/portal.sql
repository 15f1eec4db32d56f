-- Articles written before publishing existed were all on the portal: they stay published, from their creation.
update contact_station_resource set published_at = create_time where published_at is null;
