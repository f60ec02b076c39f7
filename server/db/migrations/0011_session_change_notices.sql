-- Every change to what a signed-in principal is made of (auth/sessions.ts, lookupSession) is told
-- twice: pg_notify on `lte_session_changes` reaches every instance's listener at commit, and a
-- NOTICE reaches the connection that made the change at once, so its own instance can drop its
-- cached copy before the statement returns (auth/session-listener.ts; README "Running on more than
-- one machine", session cache). Payloads: `s:<token hash>`, `m:<member id>`, `p:<staff id>`, `*`.
-- last_seen_at and last_write_lsn are not part of the cached principal: they notify nobody.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    change := '*';
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    change := 's:' || OLD.token_hash;
  ELSIF TG_TABLE_NAME = 'members' THEN
    change := 'm:' || OLD.id;
  ELSE
    change := 'p:' || OLD.id;
  END IF;
  PERFORM pg_notify('lte_session_changes', change);
  RAISE NOTICE USING MESSAGE = 'lte_session_changes', DETAIL = change;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((OLD.token_hash, OLD.kind, OLD.subject_id, OLD.expires_at, OLD.revoked_at, OLD.stage, OLD.id)
        IS DISTINCT FROM (NEW.token_hash, NEW.kind, NEW.subject_id, NEW.expires_at, NEW.revoked_at, NEW.stage, NEW.id))
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- A revoked session's row going (a clean-up) changes nothing a cache may hold: no notice per row.
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER members_notify_change AFTER UPDATE OF id, sponsor_code, name, login_blocked_at ON "members" FOR EACH ROW
  WHEN ((OLD.id, OLD.sponsor_code, OLD.name, OLD.login_blocked_at)
        IS DISTINCT FROM (NEW.id, NEW.sponsor_code, NEW.name, NEW.login_blocked_at))
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER members_notify_delete AFTER DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER staff_notify_change AFTER UPDATE OF id, role, name, email, blocked_at ON "staff" FOR EACH ROW
  WHEN ((OLD.id, OLD.role, OLD.name, OLD.email, OLD.blocked_at)
        IS DISTINCT FROM (NEW.id, NEW.role, NEW.name, NEW.email, NEW.blocked_at))
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER staff_notify_delete AFTER DELETE ON "staff" FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER members_notify_truncate AFTER TRUNCATE ON "members" FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER staff_notify_truncate AFTER TRUNCATE ON "staff" FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
