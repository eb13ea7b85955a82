BEGIN TRANSACTION;
CREATE TABLE alembic_version (
	version_num VARCHAR(32) NOT NULL, 
	CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);
INSERT INTO "alembic_version" VALUES('0005');
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
	updated_at DATETIME NOT NULL, takeback_offer VARCHAR(32), 
	PRIMARY KEY (id)
);
INSERT INTO "games" VALUES('Q1OaNj8wXEk','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,4,'over',NULL,'black','white resigned',NULL,NULL,'Wxi6YokE5cg','2026-11-25 13:06:27.640704','2026-11-25 13:06:27.683215',NULL);
INSERT INTO "games" VALUES('Wxi6YokE5cg','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"white": "human", "black": "human"}',0,0,'playing','black',NULL,NULL,NULL,'Q1OaNj8wXEk',NULL,'2026-11-25 13:06:27.682320','2026-11-25 13:06:27.682321',NULL);
INSERT INTO "games" VALUES('DHo_2SC5o50','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:27.687267','2026-11-25 13:06:27.703715',NULL);
INSERT INTO "games" VALUES('cNj6_673YdU','axiom','{"own_pair": "loss", "one_piece": false, "move_limit": 0, "sceptre_length": 1}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:27.706735','2026-11-25 13:06:27.722022',NULL);
INSERT INTO "games" VALUES('9FMTAlEDj3g','ccc','{"flat_rows": 2, "flat_placement": "front", "empty_ranks": 2, "specials": "standard", "white_specials": "mirror", "seed": 0, "flag_rest": "move", "first": "black", "no_move": "loss", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',4,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:27.725561','2026-11-25 13:06:27.745365',NULL);
INSERT INTO "games" VALUES('OByBF5-Qhqs','cubes','{"size": 8, "first": "black", "seed": 0, "slide": "physical", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',5,4,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:27.749216','2026-11-25 13:06:27.766438','white');
INSERT INTO "games" VALUES('hzGboiaUHhM','comet','{"goal": "pyramids-adjacent", "move_limit": 40, "start": "c7,e7,g7,c5,e5,g5,c3,e3,g3", "edge_blocking": true, "players": 2}',NULL,'{"p1": "human", "p2": "human"}',4,4,'playing','p1',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:27.769009','2026-11-25 13:06:27.782682',NULL);
INSERT INTO "games" VALUES('y7BqR6dy84c','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "random"}',2,2,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-25 13:06:27.784932','2026-11-25 13:06:27.794481',NULL);
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
INSERT INTO "seats" VALUES('Q1OaNj8wXEk','black','20999e6c5b4a37e73316a6243e42d9e3d5283cd625264eec47abe4a5ecf408c4',1);
INSERT INTO "seats" VALUES('Q1OaNj8wXEk','white','bd481c6bb88e9132486f436c5032fa366a274a622c5980f7f59cefa34c9a9dd7',2);
INSERT INTO "seats" VALUES('Wxi6YokE5cg','white','20999e6c5b4a37e73316a6243e42d9e3d5283cd625264eec47abe4a5ecf408c4',1);
INSERT INTO "seats" VALUES('Wxi6YokE5cg','black','bd481c6bb88e9132486f436c5032fa366a274a622c5980f7f59cefa34c9a9dd7',2);
INSERT INTO "seats" VALUES('DHo_2SC5o50','black','04d5f25ed4e18ffbe9704f5309fd039241813fe8db1ba126d4f80ae5011fd88f',NULL);
INSERT INTO "seats" VALUES('DHo_2SC5o50','white','7ab06c1372ad3b4816e145fed16bf14b21f7ce8d9dd3baf63b53bf1b2a0ec1cd',NULL);
INSERT INTO "seats" VALUES('cNj6_673YdU','black','616e1b32efec90eeda91f5e08a14159d889e2ab2110c0625cee832a6b379c6eb',NULL);
INSERT INTO "seats" VALUES('cNj6_673YdU','white','4f67bbad3f33d00b64d3729e0e5402a8215c804c29922a11e017cdd63ac32c72',NULL);
INSERT INTO "seats" VALUES('9FMTAlEDj3g','black','0bb926cf4b6f95a9163b5030f3bd1ec9cb7387c4512cc1318580911c05f0c60d',NULL);
INSERT INTO "seats" VALUES('9FMTAlEDj3g','white','b6b195a820b2df2c6d5f08cdb8a75dfefb8a32c568b154bd44a3fcb0d773dfa7',NULL);
INSERT INTO "seats" VALUES('OByBF5-Qhqs','black','dcab706aef187eee11a71ba5fb9727dff330bb94eb72b310f4c061e34c9ccfb3',NULL);
INSERT INTO "seats" VALUES('OByBF5-Qhqs','white','a3761b4be3a1d6ac7d2589a2c0c699722f4f7aef795002a02b55c60834891217',NULL);
INSERT INTO "seats" VALUES('hzGboiaUHhM','p1','2533bcff3a533609698fe6fd3827436f89bf11cb65da8ec3490f1a3b8780795d',NULL);
INSERT INTO "seats" VALUES('hzGboiaUHhM','p2','4cf99de9279a7fdb0437b73612cd36a773097372fb8e4e15094f800da1fcd031',NULL);
INSERT INTO "seats" VALUES('y7BqR6dy84c','black','314d200453986395071027dd86705fc6d6feb637d69eee2336bb0d59703fb2da',NULL);
CREATE TABLE sessions (
	token_hash VARCHAR(64) NOT NULL, 
	user_id INTEGER NOT NULL, 
	csrf_token VARCHAR(64) NOT NULL, 
	expires_at DATETIME NOT NULL, 
	PRIMARY KEY (token_hash), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO "sessions" VALUES('c6a557e81c35cd2674259d5753d0c0014dc158205f2a9471c17ac6f64b11db95',1,'2uPXiU70zvVIK5e9SDr30y9LRkz0f6fM','2026-12-25 13:06:27.468763');
INSERT INTO "sessions" VALUES('5e9204be4b6dc97a6d9603d3449c351d8b7a627239f7fb2907dced6fc4101d6f',2,'n7L1hCfHbzgbBvsbCgbsPzW9_l68jR_p','2026-12-25 13:06:27.579723');
CREATE TABLE steps (
	game_id VARCHAR(32) NOT NULL, 
	number INTEGER NOT NULL, 
	move TEXT NOT NULL, 
	played_at DATETIME NOT NULL, 
	PRIMARY KEY (game_id, number), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO "steps" VALUES('Q1OaNj8wXEk',0,'Cd1-e2','2026-11-25 13:06:27.663286');
INSERT INTO "steps" VALUES('Q1OaNj8wXEk',1,'Pe7-g7','2026-11-25 13:06:27.667109');
INSERT INTO "steps" VALUES('Q1OaNj8wXEk',2,'Pf1-d1','2026-11-25 13:06:27.670230');
INSERT INTO "steps" VALUES('Q1OaNj8wXEk',3,'Tc5-c4','2026-11-25 13:06:27.673539');
INSERT INTO "steps" VALUES('DHo_2SC5o50',0,'Cd1-e2','2026-11-25 13:06:27.693652');
INSERT INTO "steps" VALUES('DHo_2SC5o50',1,'Pc7-a7','2026-11-25 13:06:27.697117');
INSERT INTO "steps" VALUES('DHo_2SC5o50',2,'Tb3-b4','2026-11-25 13:06:27.700445');
INSERT INTO "steps" VALUES('DHo_2SC5o50',3,'Te5-e4','2026-11-25 13:06:27.703958');
INSERT INTO "steps" VALUES('cNj6_673YdU',0,'Sb2.2U-c2.2U','2026-11-25 13:06:27.713850');
INSERT INTO "steps" VALUES('cNj6_673YdU',1,'Sd3.2U-d3.2E','2026-11-25 13:06:27.716761');
INSERT INTO "steps" VALUES('cNj6_673YdU',2,'Sc2.2U-c3.2U','2026-11-25 13:06:27.719569');
INSERT INTO "steps" VALUES('cNj6_673YdU',3,'Sb3.2U-b3.1N','2026-11-25 13:06:27.722279');
INSERT INTO "steps" VALUES('9FMTAlEDj3g',0,'Ca1-a4','2026-11-25 13:06:27.733392');
INSERT INTO "steps" VALUES('9FMTAlEDj3g',1,'Fa7-b7','2026-11-25 13:06:27.737439');
INSERT INTO "steps" VALUES('9FMTAlEDj3g',2,'Fa2-b2','2026-11-25 13:06:27.741437');
INSERT INTO "steps" VALUES('9FMTAlEDj3g',3,'Fe6-f6','2026-11-25 13:06:27.745617');
INSERT INTO "steps" VALUES('OByBF5-Qhqs',0,'b5','2026-11-25 13:06:27.755471');
INSERT INTO "steps" VALUES('OByBF5-Qhqs',1,'e2','2026-11-25 13:06:27.758093');
INSERT INTO "steps" VALUES('OByBF5-Qhqs',2,'a2','2026-11-25 13:06:27.760835');
INSERT INTO "steps" VALUES('OByBF5-Qhqs',3,'g7','2026-11-25 13:06:27.763488');
INSERT INTO "steps" VALUES('hzGboiaUHhM',0,'squares-W','2026-11-25 13:06:27.775043');
INSERT INTO "steps" VALUES('hzGboiaUHhM',1,'rounds-E','2026-11-25 13:06:27.777773');
INSERT INTO "steps" VALUES('hzGboiaUHhM',2,'prime-N','2026-11-25 13:06:27.780372');
INSERT INTO "steps" VALUES('hzGboiaUHhM',3,'squarenum-N','2026-11-25 13:06:27.782935');
INSERT INTO "steps" VALUES('y7BqR6dy84c',0,'Pc1-c2','2026-11-25 13:06:27.791148');
INSERT INTO "steps" VALUES('y7BqR6dy84c',1,'Pc7-a7','2026-11-25 13:06:27.794818');
CREATE TABLE users (
	id INTEGER NOT NULL, 
	name VARCHAR(32) NOT NULL, 
	password_hash TEXT NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (name)
);
INSERT INTO "users" VALUES(1,'alice','$argon2id$v=19$m=65536,t=3,p=4$5jdlR6KGDZjhv90RgbxZBw$PZfDlA9nlIl0r7ExEB5ZUsS0mP9P/B4C+26yywPEznc','2026-11-25 13:06:27.467563');
INSERT INTO "users" VALUES(2,'bob','$argon2id$v=19$m=65536,t=3,p=4$xToBjkf9Y+HIJSNgIyph2A$LLLxeUdUs3QfDc8+oHStMn3/osZv9Vv1Kp6NqONqDqk','2026-11-25 13:06:27.578860');
CREATE INDEX ix_seats_token_hash ON seats (token_hash);
CREATE INDEX ix_sessions_user_id ON sessions (user_id);
CREATE INDEX ix_seats_user_id ON seats (user_id);
COMMIT;
