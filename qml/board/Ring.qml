import QtQuick
import Semina

// A ring round a hole or a store: a transparent circle with a coloured rim
// (`border.color`, `border.width`), or, given a radius, a rounded frame. The
// board's marks are drawn with it: playable, last move, capture, hint,
// keyboard cursor, lesson and rules-diagram marks, and their light edges.
Rectangle {
    radius: Math.min(width, height) / 2
    color: "transparent"
}
