BEGIN TRANSACTION;
CREATE TABLE alembic_version (
	version_num VARCHAR(32) NOT NULL, 
	CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);
INSERT INTO "alembic_version" VALUES('0002');
CREATE TABLE games (
	id VARCHAR(32) NOT NULL, 
	game VARCHAR(32) NOT NULL, 
	options TEXT NOT NULL, 
	start_position TEXT, 
	players TEXT NOT NULL, 
	version INTEGER NOT NULL, 
	step_count INTEGER NOT NULL, 
	status VARCHAR(16) NOT NULL, 
	to_move VARCHAR(32), 
	result_winner VARCHAR(32), 
	result_reason TEXT, 
	draw_offer VARCHAR(32), 
	rematch_of VARCHAR(32), 
	rematch_id VARCHAR(32), 
	created_at DATETIME NOT NULL, 
	updated_at DATETIME NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO "games" VALUES('mzh4QbnlYhc','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,4,'over',NULL,'black','white resigned',NULL,NULL,'-ZuqxdQWj-0','2026-11-25 13:06:26.219835','2026-11-25 13:06:26.256349');
INSERT INTO "games" VALUES('-ZuqxdQWj-0','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"white": "human", "black": "human"}',0,0,'playing','black',NULL,NULL,NULL,'mzh4QbnlYhc',NULL,'2026-11-25 13:06:26.255506','2026-11-25 13:06:26.255506');
INSERT INTO "games" VALUES('RwDz0gDWltw','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:26.259965','2026-11-25 13:06:26.274426');
INSERT INTO "games" VALUES('0tn4qox-n58','axiom','{"own_pair": "loss", "one_piece": false, "move_limit": 0, "sceptre_length": 1}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:26.278125','2026-11-25 13:06:26.293212');
INSERT INTO "games" VALUES('MSpoe-f2WAY','ccc','{"flat_rows": 2, "flat_placement": "front", "empty_ranks": 2, "specials": "standard", "white_specials": "mirror", "seed": 0, "flag_rest": "move", "first": "black", "no_move": "loss", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:26.296498','2026-11-25 13:06:26.316490');
INSERT INTO "games" VALUES('m1VFDnJyXV0','cubes','{"size": 8, "first": "black", "seed": 0, "slide": "physical", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:26.321171','2026-11-25 13:06:26.335156');
INSERT INTO "games" VALUES('hTSIfLWoP3k','comet','{"goal": "pyramids-adjacent", "move_limit": 40, "start": "c7,e7,g7,c5,e5,g5,c3,e3,g3", "edge_blocking": true, "players": 2}',NULL,'{"p1": "human", "p2": "human"}',4,4,'playing','p1',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:26.338286','2026-11-25 13:06:26.351545');
INSERT INTO "games" VALUES('r8vFe43Ldw0','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "random"}',2,2,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:26.353810','2026-11-25 13:06:26.363650');
CREATE TABLE notes (
	game_id VARCHAR(32) NOT NULL, 
	turn INTEGER NOT NULL, 
	text TEXT NOT NULL, 
	PRIMARY KEY (game_id, turn), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
CREATE TABLE seats (
	game_id VARCHAR(32) NOT NULL, 
	seat VARCHAR(32) NOT NULL, 
	token_hash VARCHAR(64) NOT NULL, user_id INTEGER, 
	PRIMARY KEY (game_id, seat), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO "seats" VALUES('mzh4QbnlYhc','black','a37b3e7983b39f5d7642053da916fb828ee1de072e09c52d80bbebd5a9a5937e',1);
INSERT INTO "seats" VALUES('mzh4QbnlYhc','white','6b1ce7cd845a62294284c802a54c2afabde3590a3d0f268b35d37aa6a636956b',2);
INSERT INTO "seats" VALUES('-ZuqxdQWj-0','white','a37b3e7983b39f5d7642053da916fb828ee1de072e09c52d80bbebd5a9a5937e',1);
INSERT INTO "seats" VALUES('-ZuqxdQWj-0','black','6b1ce7cd845a62294284c802a54c2afabde3590a3d0f268b35d37aa6a636956b',2);
INSERT INTO "seats" VALUES('RwDz0gDWltw','black','d7beaee01ba212ab4aeb710eec21048c62a06ee53fbe84086da5314ea322c640',NULL);
INSERT INTO "seats" VALUES('RwDz0gDWltw','white','9140c26cde614657c3192cea94879a441562e8604b8fb6cce989e4d075b36347',NULL);
INSERT INTO "seats" VALUES('0tn4qox-n58','black','a321b19061b223511cf9987470af1b3f616e8ea98ddab516deb5737744910caf',NULL);
INSERT INTO "seats" VALUES('0tn4qox-n58','white','e8fdbcbcc837cb79ef283cf1b8577aec6340553f25710702142868ff3a9dcbb2',NULL);
INSERT INTO "seats" VALUES('MSpoe-f2WAY','black','afb4c4fb2f761ee8f78dee8a1206f135ea7d40332d406d2efb925f877630bcc7',NULL);
INSERT INTO "seats" VALUES('MSpoe-f2WAY','white','90124831ae1150069f41ab4481b27d3f2cba01d2153300c577df2e48023512fc',NULL);
INSERT INTO "seats" VALUES('m1VFDnJyXV0','black','efcf27802e076f1ab7ff8436b17e17bbcd1fc53b6d1dc597bb9660d809d8a524',NULL);
INSERT INTO "seats" VALUES('m1VFDnJyXV0','white','fb8147baba470b83613c1994fe09b9a9a61a72e858560a0fe22f35efebbad661',NULL);
INSERT INTO "seats" VALUES('hTSIfLWoP3k','p1','2632ee45aa0d899e64685529193278572aa435441428c5671b9d363ba43d51cb',NULL);
INSERT INTO "seats" VALUES('hTSIfLWoP3k','p2','f28f6e465d84a449cd59f2139fd7187d6028aeddfbc65e479a4397be27e3fb26',NULL);
INSERT INTO "seats" VALUES('r8vFe43Ldw0','black','48451d9465457e5271c2858c3f83f45f771acd700657d36591457010e4905e94',NULL);
CREATE TABLE sessions (
	token_hash VARCHAR(64) NOT NULL, 
	user_id INTEGER NOT NULL, 
	csrf_token VARCHAR(64) NOT NULL, 
	expires_at DATETIME NOT NULL, 
	PRIMARY KEY (token_hash), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO "sessions" VALUES('fc5e17dd308f9864293c7e01c6c01522e3fc492e1b0c52ad6a73fc381521132c',1,'0IsvPhT-koqOzRPvXSBPzVSbAibqiG9L','2026-12-25 13:06:25.985927');
INSERT INTO "sessions" VALUES('bad0c42a75d58a1a9f34b87c2ef34292816ce5d8f0746afa3d4d6f936582b673',2,'5on0nBmgXg1wLvTLsCe_Qb1cIsGCif8O','2026-12-25 13:06:26.103361');
CREATE TABLE steps (
	game_id VARCHAR(32) NOT NULL, 
	number INTEGER NOT NULL, 
	move TEXT NOT NULL, 
	played_at DATETIME NOT NULL, 
	PRIMARY KEY (game_id, number), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO "steps" VALUES('mzh4QbnlYhc',0,'Cd1-e2','2026-11-25 13:06:26.239579');
INSERT INTO "steps" VALUES('mzh4QbnlYhc',1,'Pe7-g7','2026-11-25 13:06:26.243015');
INSERT INTO "steps" VALUES('mzh4QbnlYhc',2,'Pf1-d1','2026-11-25 13:06:26.245846');
INSERT INTO "steps" VALUES('mzh4QbnlYhc',3,'Tc5-c4','2026-11-25 13:06:26.248809');
INSERT INTO "steps" VALUES('RwDz0gDWltw',0,'Cd1-e2','2026-11-25 13:06:26.265935');
INSERT INTO "steps" VALUES('RwDz0gDWltw',1,'Pc7-a7','2026-11-25 13:06:26.268799');
INSERT INTO "steps" VALUES('RwDz0gDWltw',2,'Tb3-b4','2026-11-25 13:06:26.271575');
INSERT INTO "steps" VALUES('RwDz0gDWltw',3,'Te5-e4','2026-11-25 13:06:26.274738');
INSERT INTO "steps" VALUES('0tn4qox-n58',0,'Sb2.2U-c2.2U','2026-11-25 13:06:26.284876');
INSERT INTO "steps" VALUES('0tn4qox-n58',1,'Sd3.2U-d3.2E','2026-11-25 13:06:26.287758');
INSERT INTO "steps" VALUES('0tn4qox-n58',2,'Sc2.2U-c3.2U','2026-11-25 13:06:26.290695');
INSERT INTO "steps" VALUES('0tn4qox-n58',3,'Sb3.2U-b3.1N','2026-11-25 13:06:26.293454');
INSERT INTO "steps" VALUES('MSpoe-f2WAY',0,'Ca1-a4','2026-11-25 13:06:26.304548');
INSERT INTO "steps" VALUES('MSpoe-f2WAY',1,'Fa7-b7','2026-11-25 13:06:26.308496');
INSERT INTO "steps" VALUES('MSpoe-f2WAY',2,'Fa2-b2','2026-11-25 13:06:26.312443');
INSERT INTO "steps" VALUES('MSpoe-f2WAY',3,'Fe6-f6','2026-11-25 13:06:26.316747');
INSERT INTO "steps" VALUES('m1VFDnJyXV0',0,'b5','2026-11-25 13:06:26.327201');
INSERT INTO "steps" VALUES('m1VFDnJyXV0',1,'e2','2026-11-25 13:06:26.329842');
INSERT INTO "steps" VALUES('m1VFDnJyXV0',2,'a2','2026-11-25 13:06:26.332703');
INSERT INTO "steps" VALUES('m1VFDnJyXV0',3,'g7','2026-11-25 13:06:26.335394');
INSERT INTO "steps" VALUES('hTSIfLWoP3k',0,'squares-W','2026-11-25 13:06:26.344366');
INSERT INTO "steps" VALUES('hTSIfLWoP3k',1,'rounds-E','2026-11-25 13:06:26.346973');
INSERT INTO "steps" VALUES('hTSIfLWoP3k',2,'prime-N','2026-11-25 13:06:26.349359');
INSERT INTO "steps" VALUES('hTSIfLWoP3k',3,'squarenum-N','2026-11-25 13:06:26.351775');
INSERT INTO "steps" VALUES('r8vFe43Ldw0',0,'Pc1-c2','2026-11-25 13:06:26.360433');
INSERT INTO "steps" VALUES('r8vFe43Ldw0',1,'Pe7-g7','2026-11-25 13:06:26.364055');
CREATE TABLE users (
	id INTEGER NOT NULL, 
	name VARCHAR(32) NOT NULL, 
	password_hash TEXT NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (name)
);
INSERT INTO "users" VALUES(1,'alice','$argon2id$v=19$m=65536,t=3,p=4$+lWxD1/4Jco3JhnNANvbag$bh0ca3eeQSGL4S0ap1T+OZTloW1zvBjaAkIy5zlUttE','2026-11-25 13:06:25.983816');
INSERT INTO "users" VALUES(2,'bob','$argon2id$v=19$m=65536,t=3,p=4$ISIL+k+AUH3v5akSeGQRhQ$ylXeyXboFqvHMIOiYKZJJ8c6Yd/JF7ttg6SQE451XU4','2026-11-25 13:06:26.102425');
CREATE INDEX ix_seats_token_hash ON seats (token_hash);
CREATE INDEX ix_sessions_user_id ON sessions (user_id);
CREATE INDEX ix_seats_user_id ON seats (user_id);
COMMIT;
