[deep]

