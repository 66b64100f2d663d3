-- One request that needs every player's agreement by button: saving the position as a scenario
-- (/game export what:scenario) or forking the game from a phase while it runs (/game fork). The
-- export's columns become the request's, with what is asked; a pending export stays pending.
ALTER TABLE "Game" RENAME COLUMN "exportAskedBy" TO "askedBy";
ALTER TABLE "Game" RENAME COLUMN "exportAskedByName" TO "askedByName";
ALTER TABLE "Game" ADD COLUMN     "asking" TEXT,
ADD COLUMN     "askedPhase" INTEGER;
UPDATE "Game" SET "asking" = 'scenario' WHERE "askedBy" IS NOT NULL;
ALTER TABLE "Seat" RENAME COLUMN "exportAgreed" TO "agreed";

-- A fork: the game it was made from and the phase whose end it starts from.
ALTER TABLE "Game" ADD COLUMN     "forkOf" TEXT,
ADD COLUMN     "forkPhase" INTEGER;
