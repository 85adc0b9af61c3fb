/// Encodes frames to an animated GIF through giflib (issue 5).
