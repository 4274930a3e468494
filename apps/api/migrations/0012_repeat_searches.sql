-- A search asked again is not a new search (issue 25): the list a member just searched and its category
-- counts, a reload, a second tab. Each search counter remembers a digest of the last search it counted
-- (`isRepeatSearch` of @pageshelf/domain/search-quota); null for counters written before.
ALTER TABLE search_counters ADD COLUMN last_search text CHECK (last_search IS NULL OR length(last_search) <= 64);
