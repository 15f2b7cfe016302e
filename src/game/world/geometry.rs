//! Board geometry: where a square is in the 3D world. The board lies in the x–z plane, one
//! unit per square, centred on the origin.

use bevy::prelude::*;
use reversi_engine::rules::Square;

/// Square (column, row) → world position of its centre on the board surface. `a1` is at the
/// far left as seen from the default camera (which looks from +z towards -z).
pub fn square_to_world(sq: Square) -> Vec3 {
    Vec3::new(sq.col() as f32 - 3.5, 0.0, sq.row() as f32 - 3.5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_one_unit_apart_around_the_centre() {
        let a1 = square_to_world(Square::parse("a1").unwrap());
        let h8 = square_to_world(Square::parse("h8").unwrap());
        assert_eq!(a1, Vec3::new(-3.5, 0.0, -3.5));
        assert_eq!(h8, Vec3::new(3.5, 0.0, 3.5));
        let b1 = square_to_world(Square::parse("b1").unwrap());
        assert_eq!((b1 - a1).length(), 1.0);
    }
}
