late

