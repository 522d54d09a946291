53 characters: linked
-- @@stderr --
dtrace: failed to link script long: USDT provider name may not exceed 53 characters: p234567890123456789012345678901234567890123456789012zx
