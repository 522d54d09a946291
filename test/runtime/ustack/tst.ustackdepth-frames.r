depth matches the frames
