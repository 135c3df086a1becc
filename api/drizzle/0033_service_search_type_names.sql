-- get-service's search reads one column: services.search_text now holds the type's name too, so a search that
-- names a type is one trigram condition instead of a first statement reading the matching types' ids (issue 11:
-- that second statement kept the service search over its 50 ms p99). The column keeps its values and its index;
-- triggers keep it: a service's own insert or update, and a type's rename (every service of that type).
ALTER TABLE "services" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "search_text" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_search_text(title text, company_name text, location text, type_name text)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(title || chr(31) || company_name || chr(31) || location || chr(31) || coalesce(type_name, ''))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION services_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := service_search_text(NEW.title, NEW.company_name, NEW.location,
    (SELECT name FROM service_types WHERE id = NEW.service_type_id));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER services_search_text_trigger BEFORE INSERT OR UPDATE OF title, company_name, location, service_type_id
  ON services FOR EACH ROW EXECUTE FUNCTION services_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_types_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE services SET search_text = service_search_text(title, company_name, location, NEW.name)
    WHERE service_type_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_types_search_text_trigger AFTER UPDATE OF name ON service_types
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION service_types_search_text();--> statement-breakpoint
UPDATE services s SET search_text = service_search_text(s.title, s.company_name, s.location, t.name)
  FROM service_types t WHERE t.id = s.service_type_id;
