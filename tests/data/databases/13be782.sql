BEGIN TRANSACTION;
CREATE TABLE alembic_version (
	version_num VARCHAR(32) NOT NULL, 
	CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);
INSERT INTO "alembic_version" VALUES('0005');
CREATE TABLE challenges (
	id VARCHAR(32) NOT NULL, 
	game VARCHAR(32) NOT NULL, 
	options TEXT NOT NULL, 
	time_control VARCHAR(16), 
	colour VARCHAR(32) NOT NULL, 
	rated BOOLEAN NOT NULL, 
	creator_name VARCHAR(32), 
	creator_user_id INTEGER, 
	token_hash VARCHAR(64) NOT NULL, 
	status VARCHAR(16) NOT NULL, 
	game_id VARCHAR(32), 
	created_at DATETIME NOT NULL, 
	seen_at DATETIME NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO "challenges" VALUES('0k2Su9A66A4','cubes','{}','3+2','random',0,'alice',1,'6e993d9c21e911fc63a0c3e7820e159cd28d380033ad3791bb5a117be15f4fac','open',NULL,'2026-11-25 13:06:30.974176','2026-11-25 13:06:30.974176');
CREATE TABLE chat (
	id INTEGER NOT NULL, 
	game_id VARCHAR(32) NOT NULL, 
	seat VARCHAR(32) NOT NULL, 
	user_id INTEGER, 
	text TEXT NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(game_id) REFERENCES games (id), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE SET NULL
);
INSERT INTO "chat" VALUES(1,'QVsX1Fpbss4','black',1,'good game','2026-11-25 13:06:30.769243');
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
	updated_at DATETIME NOT NULL, time_control VARCHAR(16), clock_ms TEXT, turn_started_at DATETIME, rated BOOLEAN DEFAULT 0 NOT NULL, takeback_offer VARCHAR(32), 
	PRIMARY KEY (id)
);
INSERT INTO "games" VALUES('QVsX1Fpbss4','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,4,'over',NULL,'black','white resigned',NULL,NULL,'Gs1NdwkAeQs','2026-11-25 13:06:30.729174','2026-11-25 13:06:30.778892',NULL,NULL,NULL,1,NULL);
INSERT INTO "games" VALUES('Gs1NdwkAeQs','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"white": "human", "black": "human"}',0,0,'playing','black',NULL,NULL,NULL,'QVsX1Fpbss4',NULL,'2026-11-25 13:06:30.777981','2026-11-25 13:06:30.777981',NULL,NULL,NULL,1,NULL);
INSERT INTO "games" VALUES('EE3uhXPl_u8','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:30.783397','2026-11-25 13:06:30.800124',NULL,NULL,NULL,0,NULL);
INSERT INTO "games" VALUES('UVTyoxWth5c','axiom','{"own_pair": "loss", "one_piece": false, "move_limit": 0, "sceptre_length": 1}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:30.803525','2026-11-25 13:06:30.820129',NULL,NULL,NULL,0,NULL);
INSERT INTO "games" VALUES('eUhFXh6DmOw','ccc','{"flat_rows": 2, "flat_placement": "front", "empty_ranks": 2, "specials": "standard", "white_specials": "mirror", "seed": 0, "flag_rest": "move", "first": "black", "no_move": "loss", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:30.882350','2026-11-25 13:06:30.911297',NULL,NULL,NULL,0,NULL);
INSERT INTO "games" VALUES('xxiMePCUuvM','cubes','{"size": 8, "first": "black", "seed": 0, "slide": "physical", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',5,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:30.915659','2026-11-25 13:06:30.933129',NULL,NULL,NULL,0,'white');
INSERT INTO "games" VALUES('aVDXPwC7rw8','comet','{"goal": "pyramids-adjacent", "move_limit": 40, "start": "c7,e7,g7,c5,e5,g5,c3,e3,g3", "edge_blocking": true, "players": 2}',NULL,'{"p1": "human", "p2": "human"}',4,4,'playing','p1',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:30.935722','2026-11-25 13:06:30.949700',NULL,NULL,NULL,0,NULL);
INSERT INTO "games" VALUES('W6-k4XFpyvM','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "random"}',2,2,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:30.952015','2026-11-25 13:06:30.963971',NULL,NULL,NULL,0,NULL);
INSERT INTO "games" VALUES('E5IqDOJ23FE','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',0,0,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:30.968137','2026-11-25 13:06:30.968137','5+3','{"black": 300000, "white": 300000}','2026-11-25 13:06:30.968132',0,NULL);
CREATE TABLE heartbeat (
	id INTEGER NOT NULL, 
	beat_at DATETIME NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO "heartbeat" VALUES(1,'2026-11-25 13:06:30.977268');
CREATE TABLE notes (
	game_id VARCHAR(32) NOT NULL, 
	turn INTEGER NOT NULL, 
	text TEXT NOT NULL, 
	PRIMARY KEY (game_id, turn), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
CREATE TABLE rating_history (
	game_id VARCHAR(32) NOT NULL, 
	user_id INTEGER NOT NULL, 
	variant VARCHAR(255) NOT NULL, 
	score FLOAT NOT NULL, 
	rating FLOAT NOT NULL, 
	deviation FLOAT NOT NULL, 
	played_at DATETIME NOT NULL, 
	PRIMARY KEY (game_id, user_id), 
	FOREIGN KEY(game_id) REFERENCES games (id), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO "rating_history" VALUES('QVsX1Fpbss4',1,'c1',1.0,1.61068635871190099354e+03,3.38767859368834592707e+02,'2026-11-25 13:06:30.773340');
INSERT INTO "rating_history" VALUES('QVsX1Fpbss4',2,'c1',0.0,1.38931364128809900645e+03,3.38767859368834592707e+02,'2026-11-25 13:06:30.773340');
CREATE TABLE ratings (
	user_id INTEGER NOT NULL, 
	variant VARCHAR(255) NOT NULL, 
	rating FLOAT NOT NULL, 
	deviation FLOAT NOT NULL, 
	games INTEGER NOT NULL, 
	updated_at DATETIME NOT NULL, 
	PRIMARY KEY (user_id, variant), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO "ratings" VALUES(1,'c1',1.61068635871190099354e+03,3.38767859368834592707e+02,1,'2026-11-25 13:06:30.773340');
INSERT INTO "ratings" VALUES(2,'c1',1.38931364128809900645e+03,3.38767859368834592707e+02,1,'2026-11-25 13:06:30.773340');
CREATE TABLE seats (
	game_id VARCHAR(32) NOT NULL, 
	seat VARCHAR(32) NOT NULL, 
	token_hash VARCHAR(64) NOT NULL, user_id INTEGER, 
	PRIMARY KEY (game_id, seat), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO "seats" VALUES('QVsX1Fpbss4','black','dfb081eb3b9414f787c78e10ff6c874880acefdcdd3ec44e8bdd209c91933021',1);
INSERT INTO "seats" VALUES('QVsX1Fpbss4','white','fa53e1f0d4d63be1ad9404106a786f1d56b12793e42f3d9a7d209c4342846fb0',2);
INSERT INTO "seats" VALUES('Gs1NdwkAeQs','white','dfb081eb3b9414f787c78e10ff6c874880acefdcdd3ec44e8bdd209c91933021',1);
INSERT INTO "seats" VALUES('Gs1NdwkAeQs','black','fa53e1f0d4d63be1ad9404106a786f1d56b12793e42f3d9a7d209c4342846fb0',2);
INSERT INTO "seats" VALUES('EE3uhXPl_u8','black','884d600a82f3b6c9ba18b6170a688a2f3c6f25e1c665197f1e653adfd2c82814',NULL);
INSERT INTO "seats" VALUES('EE3uhXPl_u8','white','0f58492752724f799f2cb08a80741dc5131447d87c8b5855d160d422980ca6b6',NULL);
INSERT INTO "seats" VALUES('UVTyoxWth5c','black','15a693cf3dd7267b4df5276261af66f5d1e754ee31ec914d3000cdd25ecda621',NULL);
INSERT INTO "seats" VALUES('UVTyoxWth5c','white','d8f7374cbc063aaa3deeae02e0a3dacc14618b541b21adc697092dc41131c893',NULL);
INSERT INTO "seats" VALUES('eUhFXh6DmOw','black','948c15c5fa84c8fa23dfe90a4760f4fa2c4fe7e88f64fcef775737915d9d0528',NULL);
INSERT INTO "seats" VALUES('eUhFXh6DmOw','white','171b36409544e72d893ceda43a1b54d11206a8fdd25c7e99d6543c20a83672d4',NULL);
INSERT INTO "seats" VALUES('xxiMePCUuvM','black','baf895b02f92eb3961ed205e7e5e0a6ec6b91e139784e16fdd8bccbada17b4d1',NULL);
INSERT INTO "seats" VALUES('xxiMePCUuvM','white','2a54dfcb6c5ec3edf72199ca36a7f18f85649f80e7cdb4e90729ba8043440f1f',NULL);
INSERT INTO "seats" VALUES('aVDXPwC7rw8','p1','42cbf9e0e6fce8c798d571145dbbfc5f38f449907b639e4aae579aa9e790abed',NULL);
INSERT INTO "seats" VALUES('aVDXPwC7rw8','p2','4e765f0503bcc1711e99fed98f3f851b19e16ecb6c1fca830b3ae65ded1e13eb',NULL);
INSERT INTO "seats" VALUES('W6-k4XFpyvM','black','bec8cf5a77552f0ea6a0030562b4f5661c9951dadffeaa1ffc79a0bef8e72ce6',NULL);
INSERT INTO "seats" VALUES('E5IqDOJ23FE','black','5cd92359aca917e116607c9fc6e07603a1a94d8f691c60f38302168cfb0f4d5a',NULL);
INSERT INTO "seats" VALUES('E5IqDOJ23FE','white','6489cc3a2fd660892b1ebdc55e5d1cb912b36a6197a6e6405c884418b925aeca',NULL);
CREATE TABLE sessions (
	token_hash VARCHAR(64) NOT NULL, 
	user_id INTEGER NOT NULL, 
	csrf_token VARCHAR(64) NOT NULL, 
	expires_at DATETIME NOT NULL, 
	PRIMARY KEY (token_hash), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO "sessions" VALUES('065df3b78ae03afc68d48c7606d8dd6550d51b0536bdccddfacc841e44f07a0a',1,'B5hXuA44kh7s9js03M5EGmHQixb4V0Vg','2026-12-25 13:06:30.557434');
INSERT INTO "sessions" VALUES('f9ba819da4fdb60c60d7d8cd28b748311c399bdb16c5a056f661a0bb834d87c9',2,'70i6YOZAnkcXiod9aZL9h6oodqhZIsOq','2026-12-25 13:06:30.672710');
CREATE TABLE steps (
	game_id VARCHAR(32) NOT NULL, 
	number INTEGER NOT NULL, 
	move TEXT NOT NULL, 
	played_at DATETIME NOT NULL, 
	PRIMARY KEY (game_id, number), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO "steps" VALUES('QVsX1Fpbss4',0,'Cd1-e2','2026-11-25 13:06:30.753148');
INSERT INTO "steps" VALUES('QVsX1Fpbss4',1,'Pe7-g7','2026-11-25 13:06:30.757405');
INSERT INTO "steps" VALUES('QVsX1Fpbss4',2,'Pf1-d1','2026-11-25 13:06:30.761383');
INSERT INTO "steps" VALUES('QVsX1Fpbss4',3,'Tc5-c4','2026-11-25 13:06:30.765027');
INSERT INTO "steps" VALUES('EE3uhXPl_u8',0,'Cd1-e2','2026-11-25 13:06:30.789989');
INSERT INTO "steps" VALUES('EE3uhXPl_u8',1,'Pc7-a7','2026-11-25 13:06:30.793477');
INSERT INTO "steps" VALUES('EE3uhXPl_u8',2,'Tb3-b4','2026-11-25 13:06:30.796858');
INSERT INTO "steps" VALUES('EE3uhXPl_u8',3,'Te5-e4','2026-11-25 13:06:30.800398');
INSERT INTO "steps" VALUES('UVTyoxWth5c',0,'Sb2.2U-c2.2U','2026-11-25 13:06:30.810670');
INSERT INTO "steps" VALUES('UVTyoxWth5c',1,'Sd3.2U-d3.2E','2026-11-25 13:06:30.814857');
INSERT INTO "steps" VALUES('UVTyoxWth5c',2,'Sc2.2U-c3.2U','2026-11-25 13:06:30.817696');
INSERT INTO "steps" VALUES('UVTyoxWth5c',3,'Sb3.2U-b3.1N','2026-11-25 13:06:30.820426');
INSERT INTO "steps" VALUES('eUhFXh6DmOw',0,'Ca1-a4','2026-11-25 13:06:30.898461');
INSERT INTO "steps" VALUES('eUhFXh6DmOw',1,'Fa7-b7','2026-11-25 13:06:30.903066');
INSERT INTO "steps" VALUES('eUhFXh6DmOw',2,'Fa2-b2','2026-11-25 13:06:30.907316');
INSERT INTO "steps" VALUES('eUhFXh6DmOw',3,'Fe6-f6','2026-11-25 13:06:30.911606');
INSERT INTO "steps" VALUES('xxiMePCUuvM',0,'b5','2026-11-25 13:06:30.922143');
INSERT INTO "steps" VALUES('xxiMePCUuvM',1,'e2','2026-11-25 13:06:30.924948');
INSERT INTO "steps" VALUES('xxiMePCUuvM',2,'a2','2026-11-25 13:06:30.927674');
INSERT INTO "steps" VALUES('xxiMePCUuvM',3,'g7','2026-11-25 13:06:30.930269');
INSERT INTO "steps" VALUES('aVDXPwC7rw8',0,'squares-W','2026-11-25 13:06:30.941789');
INSERT INTO "steps" VALUES('aVDXPwC7rw8',1,'rounds-E','2026-11-25 13:06:30.944795');
INSERT INTO "steps" VALUES('aVDXPwC7rw8',2,'prime-N','2026-11-25 13:06:30.947416');
INSERT INTO "steps" VALUES('aVDXPwC7rw8',3,'squarenum-N','2026-11-25 13:06:30.949940');
INSERT INTO "steps" VALUES('W6-k4XFpyvM',0,'Pc1-c2','2026-11-25 13:06:30.961328');
INSERT INTO "steps" VALUES('W6-k4XFpyvM',1,'Td5-d4','2026-11-25 13:06:30.964292');
CREATE TABLE users (
	id INTEGER NOT NULL, 
	name VARCHAR(32) NOT NULL, 
	password_hash TEXT NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (name)
);
INSERT INTO "users" VALUES(1,'alice','$argon2id$v=19$m=65536,t=3,p=4$nTxUKRh9KICvTzHVFb6oYA$Ist1MyFEkcsGk8FJliEG2SIDP2W91JGxaWUu0D5HLnM','2026-11-25 13:06:30.556310');
INSERT INTO "users" VALUES(2,'bob','$argon2id$v=19$m=65536,t=3,p=4$s27AA9MusRlaj8j+aszBiA$IF/dKtGPy4afFO8p55EGwwD/117RiDlheTCmx1MNYus','2026-11-25 13:06:30.671825');
CREATE INDEX ix_seats_token_hash ON seats (token_hash);
CREATE INDEX ix_sessions_user_id ON sessions (user_id);
CREATE INDEX ix_seats_user_id ON seats (user_id);
CREATE INDEX ix_challenges_status ON challenges (status);
CREATE INDEX ix_rating_history_user_id ON rating_history (user_id);
CREATE INDEX ix_chat_game_id ON chat (game_id);
COMMIT;
