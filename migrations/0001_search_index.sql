-- Full-text search over blog and pixels2Pages posts (SPEC §5 blog search). External-content
-- FTS5 tables kept in step with their posts by triggers, so the sync writer needs no extra work.
CREATE VIRTUAL TABLE `blog_posts_fts` USING fts5(title, description, body_text, content='blog_posts', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `blog_posts_fts_ai` AFTER INSERT ON `blog_posts` BEGIN
  INSERT INTO blog_posts_fts(rowid, title, description, body_text) VALUES (new.id, new.title, new.description, new.body_text);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_fts_ad` AFTER DELETE ON `blog_posts` BEGIN
  INSERT INTO blog_posts_fts(blog_posts_fts, rowid, title, description, body_text) VALUES ('delete', old.id, old.title, old.description, old.body_text);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_fts_au` AFTER UPDATE ON `blog_posts` BEGIN
  INSERT INTO blog_posts_fts(blog_posts_fts, rowid, title, description, body_text) VALUES ('delete', old.id, old.title, old.description, old.body_text);
  INSERT INTO blog_posts_fts(rowid, title, description, body_text) VALUES (new.id, new.title, new.description, new.body_text);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `p2p_posts_fts` USING fts5(title, description, body_text, content='p2p_posts', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `p2p_posts_fts_ai` AFTER INSERT ON `p2p_posts` BEGIN
  INSERT INTO p2p_posts_fts(rowid, title, description, body_text) VALUES (new.id, new.title, new.description, new.body_text);
END;
--> statement-breakpoint
CREATE TRIGGER `p2p_posts_fts_ad` AFTER DELETE ON `p2p_posts` BEGIN
  INSERT INTO p2p_posts_fts(p2p_posts_fts, rowid, title, description, body_text) VALUES ('delete', old.id, old.title, old.description, old.body_text);
END;
--> statement-breakpoint
CREATE TRIGGER `p2p_posts_fts_au` AFTER UPDATE ON `p2p_posts` BEGIN
  INSERT INTO p2p_posts_fts(p2p_posts_fts, rowid, title, description, body_text) VALUES ('delete', old.id, old.title, old.description, old.body_text);
  INSERT INTO p2p_posts_fts(rowid, title, description, body_text) VALUES (new.id, new.title, new.description, new.body_text);
END;
