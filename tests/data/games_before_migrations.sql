PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
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
INSERT INTO games VALUES('M6qFv42s_BA','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,6,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-23 01:30:40.918761','2026-11-23 01:30:41.167557');
INSERT INTO games VALUES('9fIe1QJGx_8','axiom','{"own_pair": "allowed", "one_piece": false, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,6,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-23 01:30:41.182740','2026-11-23 01:30:41.259483');
INSERT INTO games VALUES('lp5Ve7yO9uc','ccc','{"flat_rows": 2, "flat_placement": "front", "empty_ranks": 2, "specials": "standard", "white_specials": "mirror", "seed": 0, "flag_rest": "move", "first": "black", "no_move": "loss", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,6,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-23 01:30:41.263635','2026-11-23 01:30:41.313843');
INSERT INTO games VALUES('nutCMHdY_T0','cubes','{"size": 8, "first": "random", "seed": 0, "slide": "physical", "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',6,6,'playing','white',NULL,NULL,NULL,NULL,NULL,'2026-11-23 01:30:41.318281','2026-11-23 01:30:41.368429');
INSERT INTO games VALUES('OQH144ZEtTg','comet','{"goal": "pyramids-adjacent", "move_limit": 40, "start": "c7,e7,g7,c5,e5,g5,c3,e3,g3", "edge_blocking": true, "players": 2}',NULL,'{"p1": "human", "p2": "human"}',6,6,'playing','p1',NULL,NULL,NULL,NULL,NULL,'2026-11-23 01:30:41.376592','2026-11-23 01:30:41.707858');
INSERT INTO games VALUES('rHzh9KJf7wQ','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "random"}',0,0,'playing','black',NULL,NULL,NULL,NULL,NULL,'2026-11-23 01:30:41.724651','2026-11-23 01:30:41.724658');
INSERT INTO games VALUES('4VLveQvFZHo','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"black": "human", "white": "human"}',2,0,'over',NULL,'white','black resigned',NULL,NULL,'kz1CNR70-nc','2026-11-23 01:30:41.751354','2026-11-23 01:30:41.832882');
INSERT INTO games VALUES('kz1CNR70-nc','c1','{"variant": "c1", "repetition": 0, "move_limit": 0}',NULL,'{"white": "human", "black": "human"}',0,0,'playing','black',NULL,NULL,NULL,'4VLveQvFZHo',NULL,'2026-11-23 01:30:41.831757','2026-11-23 01:30:41.831759');
CREATE TABLE seats (
	game_id VARCHAR(32) NOT NULL, 
	seat VARCHAR(32) NOT NULL, 
	token_hash VARCHAR(64) NOT NULL, 
	PRIMARY KEY (game_id, seat), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO seats VALUES('M6qFv42s_BA','black','42abb28a41e93cab2dd6439bd5ffd4aa61507590596386293aeb96d0f028e41c');
INSERT INTO seats VALUES('M6qFv42s_BA','white','070196a632650158d366e75b6ca952126526da43efd9be8ef1e2514a97f4720a');
INSERT INTO seats VALUES('9fIe1QJGx_8','black','02b1e9eab1fe58eb5885bf5f4482511729b4a89413bb4609eb327b97e8d201c3');
INSERT INTO seats VALUES('9fIe1QJGx_8','white','23f9c8713c96f61227fe48059b69344fb63cc9dc490f58d8cc2b6b97f8797573');
INSERT INTO seats VALUES('lp5Ve7yO9uc','black','7914f1f4fd71b3fc40926bc7b08da0d9292285725d347482f041b1846290b0ef');
INSERT INTO seats VALUES('lp5Ve7yO9uc','white','dade3849e0dc1cb6bbf5e18038947a0e594e35b58b3426af373c2a39cc4e9d5b');
INSERT INTO seats VALUES('nutCMHdY_T0','black','2f9d226f34c036c662d3c9826413eab5a1e2d20acd7834c7afe75bd7840d39bb');
INSERT INTO seats VALUES('nutCMHdY_T0','white','0a2358f377c5c3e5766408cb130ac1d7a14139526be1db48d883d30e0a312531');
INSERT INTO seats VALUES('OQH144ZEtTg','p1','cb567fc5061160b119107d543a93a3f96f5b0eb9e29c49b4b0b9b16cf7e75f25');
INSERT INTO seats VALUES('OQH144ZEtTg','p2','fa81f7d93f2c34686cceaaa8734f198f2fbc4797f1392dc192e41f002142e48f');
INSERT INTO seats VALUES('rHzh9KJf7wQ','black','78d5edb3046f291d9b618f06969345aaa7d7070ab26e0f813503a394c7fc2f7d');
INSERT INTO seats VALUES('4VLveQvFZHo','black','8b3a98ad72734fc65b41ebd2abf5d1acc36d072d62b705fdcc8aaa9e191b4608');
INSERT INTO seats VALUES('4VLveQvFZHo','white','2464da75a52fecba0d3fffcbc58cfba1a1cef3628d1e2e1c32328ae66eec3947');
INSERT INTO seats VALUES('kz1CNR70-nc','white','8b3a98ad72734fc65b41ebd2abf5d1acc36d072d62b705fdcc8aaa9e191b4608');
INSERT INTO seats VALUES('kz1CNR70-nc','black','2464da75a52fecba0d3fffcbc58cfba1a1cef3628d1e2e1c32328ae66eec3947');
CREATE TABLE steps (
	game_id VARCHAR(32) NOT NULL, 
	number INTEGER NOT NULL, 
	move TEXT NOT NULL, 
	played_at DATETIME NOT NULL, 
	PRIMARY KEY (game_id, number), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO steps VALUES('M6qFv42s_BA',0,'Cd1-f3','2026-11-23 01:30:40.989254');
INSERT INTO steps VALUES('M6qFv42s_BA',1,'Pf7-f6','2026-11-23 01:30:41.028300');
INSERT INTO steps VALUES('M6qFv42s_BA',2,'Td3-d4','2026-11-23 01:30:41.060976');
INSERT INTO steps VALUES('M6qFv42s_BA',3,'Tc5-c4','2026-11-23 01:30:41.107099');
INSERT INTO steps VALUES('M6qFv42s_BA',4,'Pb1-a1','2026-11-23 01:30:41.140411');
INSERT INTO steps VALUES('M6qFv42s_BA',5,'Pe7-f7','2026-11-23 01:30:41.168379');
INSERT INTO steps VALUES('9fIe1QJGx_8',0,'Cc2.2-b4.1S','2026-11-23 01:30:41.229291');
INSERT INTO steps VALUES('9fIe1QJGx_8',1,'Sb3.2U-c3.2U','2026-11-23 01:30:41.236797');
INSERT INTO steps VALUES('9fIe1QJGx_8',2,'Cb4.1-c1.1S','2026-11-23 01:30:41.242588');
INSERT INTO steps VALUES('9fIe1QJGx_8',3,'Sd4.2U-d4.2E','2026-11-23 01:30:41.248310');
INSERT INTO steps VALUES('9fIe1QJGx_8',4,'Cc3.1-b4.3DN','2026-11-23 01:30:41.254259');
INSERT INTO steps VALUES('9fIe1QJGx_8',5,'Sd4.2E-b4.2N','2026-11-23 01:30:41.259876');
INSERT INTO steps VALUES('lp5Ve7yO9uc',0,'Ff3-f4','2026-11-23 01:30:41.274951');
INSERT INTO steps VALUES('lp5Ve7yO9uc',1,'Fd7-e7','2026-11-23 01:30:41.282073');
INSERT INTO steps VALUES('lp5Ve7yO9uc',2,'Fe2-e3','2026-11-23 01:30:41.289922');
INSERT INTO steps VALUES('lp5Ve7yO9uc',3,'Ne8-a5','2026-11-23 01:30:41.298226');
INSERT INTO steps VALUES('lp5Ve7yO9uc',4,'Ne1-e2','2026-11-23 01:30:41.307167');
INSERT INTO steps VALUES('lp5Ve7yO9uc',5,'Fe7-e6','2026-11-23 01:30:41.314499');
INSERT INTO steps VALUES('nutCMHdY_T0',0,'b1','2026-11-23 01:30:41.326460');
INSERT INTO steps VALUES('nutCMHdY_T0',1,'c7','2026-11-23 01:30:41.331702');
INSERT INTO steps VALUES('nutCMHdY_T0',2,'h4','2026-11-23 01:30:41.336637');
INSERT INTO steps VALUES('nutCMHdY_T0',3,'c7-c3','2026-11-23 01:30:41.343101');
INSERT INTO steps VALUES('nutCMHdY_T0',4,'a7','2026-11-23 01:30:41.352910');
INSERT INTO steps VALUES('nutCMHdY_T0',5,'a3','2026-11-23 01:30:41.369258');
INSERT INTO steps VALUES('OQH144ZEtTg',0,'prime-N','2026-11-23 01:30:41.397114');
INSERT INTO steps VALUES('OQH144ZEtTg',1,'squares-E','2026-11-23 01:30:41.413690');
INSERT INTO steps VALUES('OQH144ZEtTg',2,'triangles-N','2026-11-23 01:30:41.429112');
INSERT INTO steps VALUES('OQH144ZEtTg',3,'squares-N','2026-11-23 01:30:41.444423');
INSERT INTO steps VALUES('OQH144ZEtTg',4,'squarenum-N','2026-11-23 01:30:41.683656');
INSERT INTO steps VALUES('OQH144ZEtTg',5,'squares-N','2026-11-23 01:30:41.708287');
CREATE TABLE notes (
	game_id VARCHAR(32) NOT NULL, 
	turn INTEGER NOT NULL, 
	text TEXT NOT NULL, 
	PRIMARY KEY (game_id, turn), 
	FOREIGN KEY(game_id) REFERENCES games (id)
);
INSERT INTO notes VALUES('lp5Ve7yO9uc',3,'Lovely flag work, truly.');
INSERT INTO notes VALUES('lp5Ve7yO9uc',4,'Lovely flag work, truly.');
CREATE INDEX ix_seats_token_hash ON seats (token_hash);
COMMIT;
