CREATE TABLE `post_list_marks` (
	`section` text NOT NULL,
	`family` text NOT NULL,
	`owner` integer NOT NULL,
	`rank` integer NOT NULL,
	`published_at` text NOT NULL,
	`post_id` integer NOT NULL,
	PRIMARY KEY(`section`, `family`, `owner`, `rank`)
);
--> statement-breakpoint
CREATE INDEX `post_list_marks_by_key` ON `post_list_marks` (`section`,`family`,`owner`,`published_at`,`post_id`);--> statement-breakpoint
CREATE TABLE `post_lists` (
	`section` text NOT NULL,
	`family` text NOT NULL,
	`owner` integer NOT NULL,
	`size` integer NOT NULL,
	`dirty_published_at` text,
	`dirty_id` integer,
	PRIMARY KEY(`section`, `family`, `owner`)
);
--> statement-breakpoint
CREATE INDEX `post_lists_dirty` ON `post_lists` (`section`) WHERE dirty_published_at IS NOT NULL;
--> statement-breakpoint
-- The lists a post section pages through (docs/decisions/055), kept by triggers so that no page
-- has to count or skip posts: post_lists holds each list's size, post_list_marks every 20th post
-- of it counted from its oldest. A changed post changes its lists' sizes at once and marks them
-- dirty from its sort key on; the sync's batch then ends by raising content_version, whose
-- trigger renumbers the marks of every dirty list from its last mark still right, reading only
-- the posts from there on (a new post, the usual change, reads about 20). A post is in a list
-- while it is published and dated: is_draft = 0 AND published_at IS NOT NULL.
CREATE TRIGGER `blog_posts_lists_ai` AFTER INSERT ON `blog_posts` WHEN new.is_draft = 0 AND new.published_at IS NOT NULL BEGIN
  INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
  SELECT 'blog', family, owner, 1, new.published_at, new.id FROM (
    SELECT 'all' AS family, 0 AS owner
    UNION ALL SELECT 'category', new.category_id WHERE new.category_id IS NOT NULL
    UNION ALL SELECT 'author', new.author_id WHERE new.author_id IS NOT NULL
  ) WHERE true
  ON CONFLICT (section, family, owner) DO UPDATE SET
    size = size + 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_id ELSE dirty_id END;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_lists_ad` AFTER DELETE ON `blog_posts` WHEN old.is_draft = 0 AND old.published_at IS NOT NULL BEGIN
  UPDATE post_lists SET
    size = size - 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.id ELSE dirty_id END
  WHERE section = 'blog' AND (family, owner) IN (VALUES ('all', 0), ('category', old.category_id), ('author', old.author_id));
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_lists_au` AFTER UPDATE OF is_draft, published_at, category_id, author_id ON `blog_posts` WHEN old.is_draft IS NOT new.is_draft OR old.published_at IS NOT new.published_at OR old.category_id IS NOT new.category_id OR old.author_id IS NOT new.author_id BEGIN
  UPDATE post_lists SET
    size = size - 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.id ELSE dirty_id END
  WHERE section = 'blog' AND (family, owner) IN (VALUES ('all', 0), ('category', old.category_id), ('author', old.author_id)) AND old.is_draft = 0 AND old.published_at IS NOT NULL;
  INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
  SELECT 'blog', family, owner, 1, new.published_at, new.id FROM (
    SELECT 'all' AS family, 0 AS owner
    UNION ALL SELECT 'category', new.category_id WHERE new.category_id IS NOT NULL
    UNION ALL SELECT 'author', new.author_id WHERE new.author_id IS NOT NULL
  ) WHERE new.is_draft = 0 AND new.published_at IS NOT NULL
  ON CONFLICT (section, family, owner) DO UPDATE SET
    size = size + 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_id ELSE dirty_id END;
END;
--> statement-breakpoint
CREATE TRIGGER `p2p_posts_lists_ai` AFTER INSERT ON `p2p_posts` WHEN new.is_draft = 0 AND new.published_at IS NOT NULL BEGIN
  INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
  SELECT 'p2p', family, owner, 1, new.published_at, new.id FROM (
    SELECT 'all' AS family, 0 AS owner
    UNION ALL SELECT 'category', new.category_id WHERE new.category_id IS NOT NULL
    UNION ALL SELECT 'author', new.author_id WHERE new.author_id IS NOT NULL
  ) WHERE true
  ON CONFLICT (section, family, owner) DO UPDATE SET
    size = size + 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_id ELSE dirty_id END;
END;
--> statement-breakpoint
CREATE TRIGGER `p2p_posts_lists_ad` AFTER DELETE ON `p2p_posts` WHEN old.is_draft = 0 AND old.published_at IS NOT NULL BEGIN
  UPDATE post_lists SET
    size = size - 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.id ELSE dirty_id END
  WHERE section = 'p2p' AND (family, owner) IN (VALUES ('all', 0), ('category', old.category_id), ('author', old.author_id));
END;
--> statement-breakpoint
CREATE TRIGGER `p2p_posts_lists_au` AFTER UPDATE OF is_draft, published_at, category_id, author_id ON `p2p_posts` WHEN old.is_draft IS NOT new.is_draft OR old.published_at IS NOT new.published_at OR old.category_id IS NOT new.category_id OR old.author_id IS NOT new.author_id BEGIN
  UPDATE post_lists SET
    size = size - 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (old.published_at, old.id) < (dirty_published_at, dirty_id) THEN old.id ELSE dirty_id END
  WHERE section = 'p2p' AND (family, owner) IN (VALUES ('all', 0), ('category', old.category_id), ('author', old.author_id)) AND old.is_draft = 0 AND old.published_at IS NOT NULL;
  INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
  SELECT 'p2p', family, owner, 1, new.published_at, new.id FROM (
    SELECT 'all' AS family, 0 AS owner
    UNION ALL SELECT 'category', new.category_id WHERE new.category_id IS NOT NULL
    UNION ALL SELECT 'author', new.author_id WHERE new.author_id IS NOT NULL
  ) WHERE new.is_draft = 0 AND new.published_at IS NOT NULL
  ON CONFLICT (section, family, owner) DO UPDATE SET
    size = size + 1,
    dirty_published_at = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_published_at ELSE dirty_published_at END,
    dirty_id = CASE WHEN dirty_published_at IS NULL OR (excluded.dirty_published_at, excluded.dirty_id) < (dirty_published_at, dirty_id) THEN excluded.dirty_id ELSE dirty_id END;
END;
--> statement-breakpoint
-- Every content batch of the sync ends by raising the version (sync/write/chunk.ts run()): the
-- marks are right again before the batch commits. The row exists from here on, so raising it is an update.
INSERT OR IGNORE INTO `content_version` (id, version, changed_at) VALUES (1, 0, strftime('%Y-%m-%dT%H:%M:%fZ'));
--> statement-breakpoint
CREATE TRIGGER `post_lists_renumber` AFTER UPDATE ON `content_version` WHEN EXISTS (SELECT 1 FROM post_lists WHERE dirty_published_at IS NOT NULL) BEGIN
  DELETE FROM post_list_marks WHERE rowid IN (
    SELECT m.rowid FROM post_lists l
    JOIN post_list_marks m INDEXED BY post_list_marks_by_key ON m.section = l.section AND m.family = l.family AND m.owner = l.owner
      AND (m.published_at, m.post_id) >= (l.dirty_published_at, l.dirty_id)
    WHERE l.dirty_published_at IS NOT NULL
  );
  INSERT INTO post_list_marks (section, family, owner, rank, published_at, post_id)
  SELECT 'blog', 'all', owner, base + n - 1, published_at, id FROM (
    SELECT s.owner AS owner, s.base AS base, s.kept AS kept, p.published_at AS published_at, p.id AS id,
      row_number() OVER (PARTITION BY s.owner ORDER BY p.published_at, p.id) AS n
    FROM (
      SELECT l.owner AS owner, coalesce(k.rank, 0) AS base, k.rank IS NOT NULL AS kept, coalesce(k.published_at, '') AS from_at, coalesce(k.post_id, 0) AS from_id
      FROM post_lists l
      LEFT JOIN post_list_marks k ON k.section = l.section AND k.family = l.family AND k.owner = l.owner
        AND k.rank = (SELECT max(x.rank) FROM post_list_marks x WHERE x.section = l.section AND x.family = l.family AND x.owner = l.owner)
      WHERE l.section = 'blog' AND l.family = 'all' AND l.dirty_published_at IS NOT NULL
    ) s
    JOIN `blog_posts` p ON p.is_draft = 0 AND p.published_at IS NOT NULL AND (p.published_at, p.id) >= (s.from_at, s.from_id)
  ) WHERE (n - 1) % 20 = 0 AND (n > 1 OR NOT kept);
  INSERT INTO post_list_marks (section, family, owner, rank, published_at, post_id)
  SELECT 'blog', 'category', owner, base + n - 1, published_at, id FROM (
    SELECT s.owner AS owner, s.base AS base, s.kept AS kept, p.published_at AS published_at, p.id AS id,
      row_number() OVER (PARTITION BY s.owner ORDER BY p.published_at, p.id) AS n
    FROM (
      SELECT l.owner AS owner, coalesce(k.rank, 0) AS base, k.rank IS NOT NULL AS kept, coalesce(k.published_at, '') AS from_at, coalesce(k.post_id, 0) AS from_id
      FROM post_lists l
      LEFT JOIN post_list_marks k ON k.section = l.section AND k.family = l.family AND k.owner = l.owner
        AND k.rank = (SELECT max(x.rank) FROM post_list_marks x WHERE x.section = l.section AND x.family = l.family AND x.owner = l.owner)
      WHERE l.section = 'blog' AND l.family = 'category' AND l.dirty_published_at IS NOT NULL
    ) s
    JOIN `blog_posts` p ON p.category_id = s.owner AND p.is_draft = 0 AND p.published_at IS NOT NULL AND (p.published_at, p.id) >= (s.from_at, s.from_id)
  ) WHERE (n - 1) % 20 = 0 AND (n > 1 OR NOT kept);
  INSERT INTO post_list_marks (section, family, owner, rank, published_at, post_id)
  SELECT 'blog', 'author', owner, base + n - 1, published_at, id FROM (
    SELECT s.owner AS owner, s.base AS base, s.kept AS kept, p.published_at AS published_at, p.id AS id,
      row_number() OVER (PARTITION BY s.owner ORDER BY p.published_at, p.id) AS n
    FROM (
      SELECT l.owner AS owner, coalesce(k.rank, 0) AS base, k.rank IS NOT NULL AS kept, coalesce(k.published_at, '') AS from_at, coalesce(k.post_id, 0) AS from_id
      FROM post_lists l
      LEFT JOIN post_list_marks k ON k.section = l.section AND k.family = l.family AND k.owner = l.owner
        AND k.rank = (SELECT max(x.rank) FROM post_list_marks x WHERE x.section = l.section AND x.family = l.family AND x.owner = l.owner)
      WHERE l.section = 'blog' AND l.family = 'author' AND l.dirty_published_at IS NOT NULL
    ) s
    JOIN `blog_posts` p ON p.author_id = s.owner AND p.is_draft = 0 AND p.published_at IS NOT NULL AND (p.published_at, p.id) >= (s.from_at, s.from_id)
  ) WHERE (n - 1) % 20 = 0 AND (n > 1 OR NOT kept);
  INSERT INTO post_list_marks (section, family, owner, rank, published_at, post_id)
  SELECT 'p2p', 'all', owner, base + n - 1, published_at, id FROM (
    SELECT s.owner AS owner, s.base AS base, s.kept AS kept, p.published_at AS published_at, p.id AS id,
      row_number() OVER (PARTITION BY s.owner ORDER BY p.published_at, p.id) AS n
    FROM (
      SELECT l.owner AS owner, coalesce(k.rank, 0) AS base, k.rank IS NOT NULL AS kept, coalesce(k.published_at, '') AS from_at, coalesce(k.post_id, 0) AS from_id
      FROM post_lists l
      LEFT JOIN post_list_marks k ON k.section = l.section AND k.family = l.family AND k.owner = l.owner
        AND k.rank = (SELECT max(x.rank) FROM post_list_marks x WHERE x.section = l.section AND x.family = l.family AND x.owner = l.owner)
      WHERE l.section = 'p2p' AND l.family = 'all' AND l.dirty_published_at IS NOT NULL
    ) s
    JOIN `p2p_posts` p ON p.is_draft = 0 AND p.published_at IS NOT NULL AND (p.published_at, p.id) >= (s.from_at, s.from_id)
  ) WHERE (n - 1) % 20 = 0 AND (n > 1 OR NOT kept);
  INSERT INTO post_list_marks (section, family, owner, rank, published_at, post_id)
  SELECT 'p2p', 'category', owner, base + n - 1, published_at, id FROM (
    SELECT s.owner AS owner, s.base AS base, s.kept AS kept, p.published_at AS published_at, p.id AS id,
      row_number() OVER (PARTITION BY s.owner ORDER BY p.published_at, p.id) AS n
    FROM (
      SELECT l.owner AS owner, coalesce(k.rank, 0) AS base, k.rank IS NOT NULL AS kept, coalesce(k.published_at, '') AS from_at, coalesce(k.post_id, 0) AS from_id
      FROM post_lists l
      LEFT JOIN post_list_marks k ON k.section = l.section AND k.family = l.family AND k.owner = l.owner
        AND k.rank = (SELECT max(x.rank) FROM post_list_marks x WHERE x.section = l.section AND x.family = l.family AND x.owner = l.owner)
      WHERE l.section = 'p2p' AND l.family = 'category' AND l.dirty_published_at IS NOT NULL
    ) s
    JOIN `p2p_posts` p ON p.category_id = s.owner AND p.is_draft = 0 AND p.published_at IS NOT NULL AND (p.published_at, p.id) >= (s.from_at, s.from_id)
  ) WHERE (n - 1) % 20 = 0 AND (n > 1 OR NOT kept);
  INSERT INTO post_list_marks (section, family, owner, rank, published_at, post_id)
  SELECT 'p2p', 'author', owner, base + n - 1, published_at, id FROM (
    SELECT s.owner AS owner, s.base AS base, s.kept AS kept, p.published_at AS published_at, p.id AS id,
      row_number() OVER (PARTITION BY s.owner ORDER BY p.published_at, p.id) AS n
    FROM (
      SELECT l.owner AS owner, coalesce(k.rank, 0) AS base, k.rank IS NOT NULL AS kept, coalesce(k.published_at, '') AS from_at, coalesce(k.post_id, 0) AS from_id
      FROM post_lists l
      LEFT JOIN post_list_marks k ON k.section = l.section AND k.family = l.family AND k.owner = l.owner
        AND k.rank = (SELECT max(x.rank) FROM post_list_marks x WHERE x.section = l.section AND x.family = l.family AND x.owner = l.owner)
      WHERE l.section = 'p2p' AND l.family = 'author' AND l.dirty_published_at IS NOT NULL
    ) s
    JOIN `p2p_posts` p ON p.author_id = s.owner AND p.is_draft = 0 AND p.published_at IS NOT NULL AND (p.published_at, p.id) >= (s.from_at, s.from_id)
  ) WHERE (n - 1) % 20 = 0 AND (n > 1 OR NOT kept);
  UPDATE post_lists SET dirty_published_at = NULL, dirty_id = NULL WHERE dirty_published_at IS NOT NULL;
END;
--> statement-breakpoint
-- The posts already synced: every list counted, and marked as dirty from its oldest post, so the
-- first renumbering (just below) marks it whole.
INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
SELECT 'blog', 'all', 0, count(*), '', 0 FROM `blog_posts` p WHERE p.is_draft = 0 AND p.published_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
SELECT 'blog', 'category', p.category_id, count(*), '', 0 FROM `blog_posts` p WHERE p.is_draft = 0 AND p.published_at IS NOT NULL AND p.category_id IS NOT NULL GROUP BY p.category_id;
--> statement-breakpoint
INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
SELECT 'blog', 'author', p.author_id, count(*), '', 0 FROM `blog_posts` p WHERE p.is_draft = 0 AND p.published_at IS NOT NULL AND p.author_id IS NOT NULL GROUP BY p.author_id;
--> statement-breakpoint
INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
SELECT 'p2p', 'all', 0, count(*), '', 0 FROM `p2p_posts` p WHERE p.is_draft = 0 AND p.published_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
SELECT 'p2p', 'category', p.category_id, count(*), '', 0 FROM `p2p_posts` p WHERE p.is_draft = 0 AND p.published_at IS NOT NULL AND p.category_id IS NOT NULL GROUP BY p.category_id;
--> statement-breakpoint
INSERT INTO post_lists (section, family, owner, size, dirty_published_at, dirty_id)
SELECT 'p2p', 'author', p.author_id, count(*), '', 0 FROM `p2p_posts` p WHERE p.is_draft = 0 AND p.published_at IS NOT NULL AND p.author_id IS NOT NULL GROUP BY p.author_id;
--> statement-breakpoint
UPDATE `content_version` SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ') WHERE id = 1;
