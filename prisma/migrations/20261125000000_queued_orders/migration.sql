-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "queued" JSONB;
