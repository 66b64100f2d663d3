-- /game export scenario: who asked to save the position (null when nobody is asking), and which
-- seats have agreed by button. A new request clears the agreements.
ALTER TABLE "Game" ADD COLUMN     "exportAskedBy" TEXT,
ADD COLUMN     "exportAskedByName" TEXT;
ALTER TABLE "Seat" ADD COLUMN     "exportAgreed" BOOLEAN NOT NULL DEFAULT false;
