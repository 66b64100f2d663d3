-- AlterTable
ALTER TABLE "Interaction" ADD COLUMN     "applicationId" TEXT,
ADD COLUMN     "token" TEXT;

-- CreateTable
CREATE TABLE "OutboxPost" (
    "id" BIGSERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,
    "post" JSONB NOT NULL,
    "interactionId" TEXT,
    "lockedUntil" TIMESTAMP(3),
    "lockedBy" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxPost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutboxPost_sentAt_idx" ON "OutboxPost"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxPost_gameId_version_n_key" ON "OutboxPost"("gameId", "version", "n");

-- AddForeignKey
ALTER TABLE "OutboxPost" ADD CONSTRAINT "OutboxPost_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
