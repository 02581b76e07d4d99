-- A practice's logo (issue 37), shown to its patients on the enrollment pages and the secure chat.
-- Kept in the database with the rest of the practice (a few hundred kilobytes at most); the type
-- is the one its first bytes showed, never the uploader's word.
create table practice_logos (
  org_id uuid primary key references organizations (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  image bytea not null check (octet_length(image) between 1 and 204800),
  -- sha-256 of the image (hex): the ETag, and the version in the logo's address.
  sha256 text not null,
  updated_by uuid references professionals (id),
  updated_at timestamptz not null default now()
);
