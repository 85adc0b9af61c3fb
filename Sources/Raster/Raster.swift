/// Draws a presentation tree into a `Frame` with cairo (issue 4).
