-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "gmRoleId" TEXT,
ADD COLUMN     "maxMisses" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "pausedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "missed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "votes" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Deadline" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "seatId" TEXT NOT NULL,
    "phaseLabel" TEXT NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "dueAt" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "lockedBy" TEXT,
    "firedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Deadline_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Interaction" (
    "id" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Interaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Player" (
    "userId" TEXT NOT NULL,
    "reminders" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "Player_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "Deadline_dueAt_idx" ON "Deadline"("dueAt");

-- CreateIndex
CREATE INDEX "Deadline_gameId_idx" ON "Deadline"("gameId");

-- AddForeignKey
ALTER TABLE "Deadline" ADD CONSTRAINT "Deadline_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
