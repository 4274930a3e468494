-- Search by picture (issue 17, decision 12): each screen's signature, compared with a searched picture's.
-- layout_hash: the edge grid (16 hex digits); color_bins: the colour set (16 hex digits); text_sketch: a
-- MinHash of its words (64 hex digits). Written by the library writer with every screen (the visual parts
-- come from the demo generator and the importer, which have the pixels; the sketch from the text). Screens
-- written before this have none: the visual signals count nothing for them until they are written again,
-- and their sketch is computed from their text when the API loads the signatures.
ALTER TABLE screens
  ADD COLUMN layout_hash text,
  ADD COLUMN color_bins text,
  ADD COLUMN text_sketch text;
