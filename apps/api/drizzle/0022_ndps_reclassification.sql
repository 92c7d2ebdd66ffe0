-- Alprazolam, zolpidem and tramadol are psychotropic substances under the NDPS Act: every product
-- containing one becomes schedule NDPS and inactive (hidden from customers; past orders keep it).
UPDATE "products" SET "schedule" = 'NDPS', "is_active" = false, "updated_at" = now()
WHERE "schedule" <> 'NDPS' AND EXISTS (
  SELECT 1 FROM jsonb_array_elements("composition") AS salt
  WHERE lower(salt->>'name') IN ('alprazolam', 'zolpidem', 'tramadol')
);
