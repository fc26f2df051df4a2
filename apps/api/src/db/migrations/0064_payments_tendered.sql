ALTER TABLE "payments" ADD COLUMN "tendered" bigint;-- payments.tendered: cash handed over when more than the amount recorded (a 5,000 note for a 3,000 sale); a
-- receipt reprinted later still shows the change given (tendered - amount). Null when nothing was handed beyond it.
