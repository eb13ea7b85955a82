BEGIN TRANSACTION;
CREATE TABLE alembic_version (
	version_num VARCHAR(32) NOT NULL, 
	CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);
INSERT INTO "alembic_version" VALUES('0005');
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
INSERT INTO "chat" VALUES(1,'6EetT0w5AA0','black',1,'good game','2026-11-25 13:06:29.177147');
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
	updated_at DATETIME NOT NULL, rated BOOLEAN DEFAULT 0 NOT NULL, takeback_offer VARCHAR(32), 
	PRIMARY KEY (id)
);
INSERT INTO "games" VALUES('6EetT0w5AA0','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,4,'over',NULL,'black','white resigned',NULL,NULL,'yoVXrwjWKCQ','2026-11-25 13:06:29.137288','2026-11-25 13:06:29.186926',1,NULL);
INSERT INTO "games" VALUES('yoVXrwjWKCQ','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"white": "human", "black": "human"}',0,0,'playing','black',NULL,NULL,NULL,'6EetT0w5AA0',NULL,'2026-11-25 13:06:29.186034','2026-11-25 13:06:29.186036',1,NULL);
INSERT INTO "games" VALUES('nj6mJgpHygY','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:29.191418','2026-11-25 13:06:29.208258',0,NULL);
INSERT INTO "games" VALUES('AVluqQQArEc','axiom','{"own_pair": "loss", "one_piece": false, "move_limit": 0, "sceptre_length": 1}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:29.211551','2026-11-25 13:06:29.227277',0,NULL);
INSERT INTO "games" VALUES('ip4DrngUBKk','ccc','{"flat_rows": 2, "flat_placement": "front", "empty_ranks": 2, "specials": "standard", "white_specials": "mirror", "seed": 0, "flag_rest": "move", "first": "black", "no_move": "loss", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:29.230623','2026-11-25 13:06:29.316109',0,NULL);
INSERT INTO "games" VALUES('JszSALHVSwI','cubes','{"size": 8, "first": "white", "seed": 0, "slide": "physical", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',5,4,'playing','white',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:29.320179','2026-11-25 13:06:29.338783',0,'black');
INSERT INTO "games" VALUES('dVkrV_K0Fmg','comet','{"goal": "pyramids-adjacent", "move_limit": 40, "start": "c7,e7,g7,c5,e5,g5,c3,e3,g3", "edge_blocking": true, "players": 2}',NULL,'{"p1": "human", "p2": "human"}',4,4,'playing','p1',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:29.341338','2026-11-25 13:06:29.355723',0,NULL);
INSERT INTO "games" VALUES('_6IuCJfIGzk','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "random"}',2,2,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:29.357871','2026-11-25 13:06:29.367297',0,NULL);
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
INSERT INTO "rating_history" VALUES('6EetT0w5AA0',1,'c1',1.0,1.61068635871190099354e+03,3.38767859368834592707e+02,'2026-11-25 13:06:29.181169');
INSERT INTO "rating_history" VALUES('6EetT0w5AA0',2,'c1',0.0,1.38931364128809900645e+03,3.38767859368834592707e+02,'2026-11-25 13:06:29.181169');
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
INSERT INTO "ratings" VALUES(1,'c1',1.61068635871190099354e+03,3.38767859368834592707e+02,1,'2026-11-25 13:06:29.181169');
INSERT INTO "ratings" VALUES(2,'c1',1.38931364128809900645e+03,3.38767859368834592707e+02,1,'2026-11-25 13:06:29.181169');
CREATE TABLE seats (
	game_id VARCHAR(32) NOT NULL, 
	seat VARCHAR(32) NOT NULL, 
	token_hash VARCHAR(64) NOT NULL, user_id INTEGER, 
	PRIMARY KEY (game_id, seat), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO "seats" VALUES('6EetT0w5AA0','black','6518083b1f9d38ec77ac4d4d26204d7708f785b4b99fe51c86cb47363298bf74',1);
INSERT INTO "seats" VALUES('6EetT0w5AA0','white','a69ac91d5c14be7a7387d436678de70a374762464898595e0d7e021c9513415b',2);
INSERT INTO "seats" VALUES('yoVXrwjWKCQ','white','6518083b1f9d38ec77ac4d4d26204d7708f785b4b99fe51c86cb47363298bf74',1);
INSERT INTO "seats" VALUES('yoVXrwjWKCQ','black','a69ac91d5c14be7a7387d436678de70a374762464898595e0d7e021c9513415b',2);
INSERT INTO "seats" VALUES('nj6mJgpHygY','black','f1ca71e7ea3b47f805c8713ded5a76f0ac616f852740b7cc3be923a151cda890',NULL);
INSERT INTO "seats" VALUES('nj6mJgpHygY','white','921fa7d773d88d48020b9f4bc9712c7dfc2104df0928950c68236c8a29c669af',NULL);
INSERT INTO "seats" VALUES('AVluqQQArEc','black','8277931287adf647fb0577858c5d323040da907d371a9244f7988a48c302c7ec',NULL);
INSERT INTO "seats" VALUES('AVluqQQArEc','white','ca2d63cf11d47e4e131671d428c3e07c98cfe829d9d13f6bf2843adfb1112d52',NULL);
INSERT INTO "seats" VALUES('ip4DrngUBKk','black','475f01c9eaefa65ffb920294e3d57369c9754cbfd423534b5d225f582e1b5e89',NULL);
INSERT INTO "seats" VALUES('ip4DrngUBKk','white','c4a44fa708344c3492c519e2fe6f0b17fd4fcb2e218a0c33eca068fd49d654de',NULL);
INSERT INTO "seats" VALUES('JszSALHVSwI','black','1532098b47d40e0d2bd49de64ea121f5022e6c87a594e5585be274be5c241c7c',NULL);
INSERT INTO "seats" VALUES('JszSALHVSwI','white','6e945eec8cab25eb3197dd744d8bbde84f75b55989e716dd884680677b7d13dd',NULL);
INSERT INTO "seats" VALUES('dVkrV_K0Fmg','p1','34ac5a5c831b851b9c78eba533ae993b51b679ff6b948c01325ec5d45aef772d',NULL);
INSERT INTO "seats" VALUES('dVkrV_K0Fmg','p2','6acd98154753e193431215fdd22fe94ac967b9b4cfa1cac8812c1689032ff738',NULL);
INSERT INTO "seats" VALUES('_6IuCJfIGzk','black','faf0e2f7c57cf65b9df0a580ad7cc072a2d040eb14bd89357ff9bd5ce72c4a9e',NULL);
CREATE TABLE sessions (
	token_hash VARCHAR(64) NOT NULL, 
	user_id INTEGER NOT NULL, 
	csrf_token VARCHAR(64) NOT NULL, 
	expires_at DATETIME NOT NULL, 
	PRIMARY KEY (token_hash), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO "sessions" VALUES('0d8442d2b5af779a836132ca9a99d1b9d7838855c22b3ddf11259de00c382c92',1,'J0PYRwXOAjRJoJoyrSQkNmr_ZcxQuQsx','2026-12-25 13:06:28.968932');
INSERT INTO "sessions" VALUES('b730050a6174bba2f54b37e680fb0de44ed7216445b9d3be3ba95a370aad69ae',2,'UsZxcW1k93dffFRqDaMfiWDQRS1dmqt8','2026-12-25 13:06:29.081586');
CREATE TABLE steps (
	game_id VARCHAR(32) NOT NULL, 
	number INTEGER NOT NULL, 
	move TEXT NOT NULL, 
	played_at DATETIME NOT NULL, 
	PRIMARY KEY (game_id, number), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO "steps" VALUES('6EetT0w5AA0',0,'Cd1-e2','2026-11-25 13:06:29.161108');
INSERT INTO "steps" VALUES('6EetT0w5AA0',1,'Pe7-g7','2026-11-25 13:06:29.165427');
INSERT INTO "steps" VALUES('6EetT0w5AA0',2,'Pf1-d1','2026-11-25 13:06:29.169157');
INSERT INTO "steps" VALUES('6EetT0w5AA0',3,'Tc5-c4','2026-11-25 13:06:29.172996');
INSERT INTO "steps" VALUES('nj6mJgpHygY',0,'Cd1-e2','2026-11-25 13:06:29.197964');
INSERT INTO "steps" VALUES('nj6mJgpHygY',1,'Pc7-a7','2026-11-25 13:06:29.201439');
INSERT INTO "steps" VALUES('nj6mJgpHygY',2,'Tb3-b4','2026-11-25 13:06:29.204822');
INSERT INTO "steps" VALUES('nj6mJgpHygY',3,'Te5-e4','2026-11-25 13:06:29.208507');
INSERT INTO "steps" VALUES('AVluqQQArEc',0,'Sb2.2U-c2.2U','2026-11-25 13:06:29.218703');
INSERT INTO "steps" VALUES('AVluqQQArEc',1,'Sd3.2U-d3.2E','2026-11-25 13:06:29.221803');
INSERT INTO "steps" VALUES('AVluqQQArEc',2,'Sc2.2U-c3.2U','2026-11-25 13:06:29.224803');
INSERT INTO "steps" VALUES('AVluqQQArEc',3,'Sb3.2U-b3.1N','2026-11-25 13:06:29.227519');
INSERT INTO "steps" VALUES('ip4DrngUBKk',0,'Ca1-a4','2026-11-25 13:06:29.301244');
INSERT INTO "steps" VALUES('ip4DrngUBKk',1,'Fa7-b7','2026-11-25 13:06:29.307019');
INSERT INTO "steps" VALUES('ip4DrngUBKk',2,'Fa2-b2','2026-11-25 13:06:29.311570');
INSERT INTO "steps" VALUES('ip4DrngUBKk',3,'Fe6-f6','2026-11-25 13:06:29.316402');
INSERT INTO "steps" VALUES('JszSALHVSwI',0,'b5','2026-11-25 13:06:29.327099');
INSERT INTO "steps" VALUES('JszSALHVSwI',1,'e2','2026-11-25 13:06:29.329949');
INSERT INTO "steps" VALUES('JszSALHVSwI',2,'a2','2026-11-25 13:06:29.332885');
INSERT INTO "steps" VALUES('JszSALHVSwI',3,'g7','2026-11-25 13:06:29.335905');
INSERT INTO "steps" VALUES('dVkrV_K0Fmg',0,'squares-W','2026-11-25 13:06:29.348375');
INSERT INTO "steps" VALUES('dVkrV_K0Fmg',1,'rounds-E','2026-11-25 13:06:29.350944');
INSERT INTO "steps" VALUES('dVkrV_K0Fmg',2,'prime-N','2026-11-25 13:06:29.353454');
INSERT INTO "steps" VALUES('dVkrV_K0Fmg',3,'squarenum-N','2026-11-25 13:06:29.355967');
INSERT INTO "steps" VALUES('_6IuCJfIGzk',0,'Pc1-c2','2026-11-25 13:06:29.364369');
INSERT INTO "steps" VALUES('_6IuCJfIGzk',1,'Tb5-b4','2026-11-25 13:06:29.367589');
CREATE TABLE users (
	id INTEGER NOT NULL, 
	name VARCHAR(32) NOT NULL, 
	password_hash TEXT NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (name)
);
INSERT INTO "users" VALUES(1,'alice','$argon2id$v=19$m=65536,t=3,p=4$PRkPPjTP2WilBtJFemWhWg$7EruiiLKP+6C/aBjQo/Ot9UdnLPswWFiCNaInT5YfIg','2026-11-25 13:06:28.967706');
INSERT INTO "users" VALUES(2,'bob','$argon2id$v=19$m=65536,t=3,p=4$D3/JN52iyxLucG/bZl8uag$TS+Az4QsjVIdZ/Pdn9Mph9yrlHIi8SXPnQxJ3bc0aOY','2026-11-25 13:06:29.080730');
CREATE INDEX ix_seats_token_hash ON seats (token_hash);
CREATE INDEX ix_sessions_user_id ON sessions (user_id);
CREATE INDEX ix_seats_user_id ON seats (user_id);
CREATE INDEX ix_rating_history_user_id ON rating_history (user_id);
CREATE INDEX ix_chat_game_id ON chat (game_id);
COMMIT;
