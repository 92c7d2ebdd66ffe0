-- Spelling correction also looks at terms whose second and third letters start like the word typed
-- ("kalpol" → "calpol", "sefixime" → "cefixime"): the vocabulary without each term's first letter.
CREATE INDEX search_vocabulary_tail_idx ON search_vocabulary (substr(term, 2) text_pattern_ops);
--> statement-breakpoint
-- A broad query ("tablet") counts all its matches, not only the candidates it ranks.
CREATE INDEX products_search_vector_idx ON products USING gin (search_vector);
