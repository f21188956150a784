-- The change feed (issue 16, D78): every write that changes what a per-process cache holds notifies
-- 'labbench_changes' with a topic, after its commit, to every API process. Topics: user:<id> (sessions of that user),
-- lab:<id> (sessions of the lab's users), lab-code:<code> (that lab's survey area and dashboards), benchmark (every
-- dashboard), rounds (survey definitions: every survey area, dashboard and parsed definition).
CREATE FUNCTION labbench_notify(topic text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('labbench_changes', topic) WHERE topic IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION labbench_lab_code_of_response(response text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT 'lab-code:' || l.lab_code FROM survey_responses r JOIN labs l ON l.id = r.lab_id WHERE r.id = response
$$;
--> statement-breakpoint
CREATE FUNCTION labbench_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM labbench_notify('user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_change_feed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION labbench_user_changed();
--> statement-breakpoint
CREATE FUNCTION labbench_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM labbench_notify('user:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_feed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION labbench_session_changed();
--> statement-breakpoint
CREATE FUNCTION labbench_lab_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM labbench_notify('lab:' || OLD.id);
  PERFORM labbench_notify('lab-code:' || OLD.lab_code);
  IF TG_OP = 'UPDATE' AND NEW.lab_code IS DISTINCT FROM OLD.lab_code THEN
    PERFORM labbench_notify('lab-code:' || NEW.lab_code);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER labs_change_feed AFTER UPDATE OR DELETE ON labs FOR EACH ROW EXECUTE FUNCTION labbench_lab_changed();
--> statement-breakpoint
CREATE FUNCTION labbench_response_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM labbench_notify((SELECT 'lab-code:' || lab_code FROM labs WHERE id = OLD.lab_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM labbench_notify((SELECT 'lab-code:' || lab_code FROM labs WHERE id = NEW.lab_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_change_feed AFTER INSERT OR DELETE ON survey_responses FOR EACH ROW EXECUTE FUNCTION labbench_response_changed();
--> statement-breakpoint
-- A save moves updated_at and the position only: no notification on the hottest write.
CREATE TRIGGER survey_responses_state_change_feed AFTER UPDATE ON survey_responses FOR EACH ROW
  WHEN ((OLD.lab_id, OLD.category, OLD.round, OLD.status, OLD.survey_status, OLD.process_state, OLD.submitted_at,
         OLD.returned_at, OLD.validation_comment)
        IS DISTINCT FROM
        (NEW.lab_id, NEW.category, NEW.round, NEW.status, NEW.survey_status, NEW.process_state, NEW.submitted_at,
         NEW.returned_at, NEW.validation_comment))
  EXECUTE FUNCTION labbench_response_changed();
--> statement-breakpoint
CREATE FUNCTION labbench_response_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM labbench_notify(labbench_lab_code_of_response(OLD.response_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM labbench_notify(labbench_lab_code_of_response(NEW.response_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_links_change_feed AFTER INSERT OR UPDATE OR DELETE ON survey_links FOR EACH ROW EXECUTE FUNCTION labbench_response_part_changed();
--> statement-breakpoint
CREATE TRIGGER survey_comments_change_feed AFTER INSERT OR UPDATE OR DELETE ON survey_comments FOR EACH ROW EXECUTE FUNCTION labbench_response_part_changed();
--> statement-breakpoint
CREATE FUNCTION labbench_topic_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM labbench_notify(TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_definitions_change_feed AFTER INSERT OR UPDATE OR DELETE ON survey_definitions FOR EACH STATEMENT EXECUTE FUNCTION labbench_topic_changed('rounds');
--> statement-breakpoint
CREATE TRIGGER benchmark_entries_change_feed AFTER INSERT OR UPDATE OR DELETE ON benchmark_entries FOR EACH STATEMENT EXECUTE FUNCTION labbench_topic_changed('benchmark');
--> statement-breakpoint
CREATE TRIGGER benchmark_values_change_feed AFTER INSERT OR UPDATE OR DELETE ON benchmark_values FOR EACH STATEMENT EXECUTE FUNCTION labbench_topic_changed('benchmark');
--> statement-breakpoint
-- Statistics are inserted on a dashboard's first ask (the same figures it was built from) and deleted when a
-- validation changes them: only the deletion changes what a dashboard shows.
CREATE TRIGGER benchmark_stats_change_feed AFTER UPDATE OR DELETE ON benchmark_stats FOR EACH STATEMENT EXECUTE FUNCTION labbench_topic_changed('benchmark');
--> statement-breakpoint
CREATE TRIGGER benchmark_peer_groups_change_feed AFTER UPDATE OR DELETE ON benchmark_peer_groups FOR EACH STATEMENT EXECUTE FUNCTION labbench_topic_changed('benchmark');
