-- A broadcast's Spanish text, optional: Spanish-preferring recipients get it, everyone else (and
-- everyone when there is none) the English body.
alter table broadcasts add column body_es text;
