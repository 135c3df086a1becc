-- Issue 10 speed: get-projects matches number, dropdown and radio parameters exactly (case-insensitive); this index
-- finds the projects with one parameter value without reading the other values of that parameter.
CREATE INDEX "project_parameters_value_idx" ON "project_parameters" USING btree ("parameter_id",lower("value"),"project_id");