-- The file a screen was imported from is kept as it came (PNG, JPEG or WebP) beside its WebP variants;
-- its format names the stored object. Generated screens have none (their large WebP is the best copy).
ALTER TABLE screens ADD COLUMN original_format text CHECK (original_format IN ('png', 'jpeg', 'webp'));
