-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "forcedDiceAllowed" BOOLEAN NOT NULL DEFAULT false;

-- The local table (server "local") is where dice may be forced: its games made before this column keep their forced rolls valid.
UPDATE "Game" SET "forcedDiceAllowed" = true WHERE "serverId" = 'local';
