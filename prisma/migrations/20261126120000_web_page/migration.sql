-- The game's web page (docs/web.md): the secret that signs its links, made once so a link outlives
-- a restart, and the pictures it shows, drawn once and kept.

-- CreateTable
CREATE TABLE "WebSecret" (
    "id" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebSecret_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PhaseImage" (
    "gameId" TEXT NOT NULL,
    "phase" INTEGER NOT NULL,
    "viewer" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "png" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PhaseImage_pkey" PRIMARY KEY ("gameId","phase","viewer")
);

-- AddForeignKey
ALTER TABLE "PhaseImage" ADD CONSTRAINT "PhaseImage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
