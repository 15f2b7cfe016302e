//! Procedural textures of the scene, made once at start-up on the CPU (no image files): the
//! wood of the board's frame with the coordinates printed on it, the felt of the squares and
//! the table's planks. Each comes with its mipmaps, so fine grain does not shimmer when the
//! board is seen small or at a slant.

use bevy::asset::RenderAssetUsages;
use bevy::image::{Image, ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::math::Vec2;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// An sRGB colour as three floats in 0..1.
type Rgb = [f32; 3];

fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A pseudo-random value in 0..1 for a lattice point.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343)
        ^ (y as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_215.0
}

/// Smooth value noise in 0..1; with a period (in lattice cells) it tiles.
fn noise(x: f32, y: f32, period: Option<(i32, i32)>, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (ix, iy) = (x0 as i32, y0 as i32);
    let at = |dx: i32, dy: i32| {
        let (mut px, mut py) = (ix + dx, iy + dy);
        if let Some((wx, wy)) = period {
            px = px.rem_euclid(wx);
            py = py.rem_euclid(wy);
        }
        hash(px, py, seed)
    };
    let top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
    let bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// Fractal noise: `octaves` layers of [`noise`], each twice as fine and half as strong.
fn fbm(x: f32, y: f32, octaves: u32, period: Option<(i32, i32)>, seed: u32) -> f32 {
    let (mut sum, mut amp, mut norm, mut f) = (0.0, 1.0, 0.0, 1.0);
    for o in 0..octaves {
        let p = period.map(|(a, b)| (a * f as i32, b * f as i32));
        sum += amp * noise(x * f, y * f, p, seed.wrapping_add(o * 101));
        norm += amp;
        amp *= 0.5;
        f *= 2.0;
    }
    sum / norm
}

/// An RGBA8 sRGB image with its full mip chain (box-filtered), sampled linearly (the graphics
/// quality sets its anisotropic filtering); `repeat` tiles it.
pub(crate) fn image_with_mips(width: u32, height: u32, pixels: Vec<u8>, repeat: bool) -> Image {
    let mut data = pixels.clone();
    let (mut w, mut h, mut level) = (width, height, pixels);
    let mut levels = 1;
    while w > 1 || h > 1 {
        let (nw, nh) = ((w / 2).max(1), (h / 2).max(1));
        let mut next = vec![0u8; (nw * nh * 4) as usize];
        for y in 0..nh {
            for x in 0..nw {
                for c in 0..4 {
                    let mut sum = 0u32;
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let sx = (x * 2 + dx).min(w - 1);
                        let sy = (y * 2 + dy).min(h - 1);
                        sum += level[((sy * w + sx) * 4 + c) as usize] as u32;
                    }
                    next[((y * nw + x) * 4 + c) as usize] = ((sum + 2) / 4) as u8;
                }
            }
        }
        data.extend_from_slice(&next);
        level = next;
        w = nw;
        h = nh;
        levels += 1;
    }
    let mut image = Image::new_uninit(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.texture_descriptor.mip_level_count = levels;
    image.data = Some(data);
    let address = if repeat {
        ImageAddressMode::Repeat
    } else {
        ImageAddressMode::ClampToEdge
    };
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: address,
        address_mode_v: address,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

fn put(pixels: &mut [u8], i: usize, c: Rgb, a: f32) {
    for k in 0..3 {
        pixels[i * 4 + k] = (c[k].clamp(0.0, 1.0) * 255.0).round() as u8;
    }
    pixels[i * 4 + 3] = (a.clamp(0.0, 1.0) * 255.0).round() as u8;
}

/// The felt of one square, nearly white (the theme's square colour tints it): soft mottling,
/// fine fibres, and a slight shade towards the edges, as felt dips where it meets the lines.
pub(crate) fn felt() -> Image {
    const N: u32 = 128;
    let mut px = vec![0u8; (N * N * 4) as usize];
    for y in 0..N {
        for x in 0..N {
            let (u, v) = ((x as f32 + 0.5) / N as f32, (y as f32 + 0.5) / N as f32);
            let mottle = fbm(u * 6.0, v * 6.0, 3, Some((6, 6)), 7) - 0.5;
            let fibre = hash(x as i32, y as i32, 11) - 0.5;
            let streak = fbm(u * 64.0, v * 8.0, 2, Some((64, 8)), 13) - 0.5;
            let edge = u.min(1.0 - u).min(v).min(1.0 - v);
            let shade = 0.9 + 0.1 * smoothstep(0.0, 0.14, edge);
            let l = (0.9 + 0.16 * mottle + 0.08 * fibre + 0.08 * streak) * shade;
            put(&mut px, (y * N + x) as usize, [l, l, l], 1.0);
        }
    }
    image_with_mips(N, N, px, false)
}

/// The table: dark walnut planks two units wide, the grain along them; tiles every eight
/// units (the material repeats it).
pub(crate) fn table_wood() -> Image {
    const N: u32 = 512;
    const PLANKS: f32 = 4.0;
    let light: Rgb = [0.20, 0.115, 0.065];
    let dark: Rgb = [0.11, 0.058, 0.032];
    let mut px = vec![0u8; (N * N * 4) as usize];
    for y in 0..N {
        for x in 0..N {
            let (u, v) = ((x as f32 + 0.5) / N as f32, (y as f32 + 0.5) / N as f32);
            let plank = (v * PLANKS).floor();
            let across = v * PLANKS - plank;
            let seed = 31 + plank as u32;
            // Each plank is offset along its length, so the joints do not line up.
            let uu = (u + hash(plank as i32, 0, 3)).fract();
            let warp = fbm(uu * 3.0, across * 2.0, 3, Some((3, 64)), seed);
            let rings = 0.5 + 0.5 * (std::f32::consts::TAU * (across * 5.0 + warp * 1.6)).sin();
            let fibre = fbm(uu * 6.0, across * 90.0, 3, Some((6, 4096)), seed + 7);
            let tone = 0.85 + 0.3 * hash(plank as i32, 1, 5);
            let k = (0.45 * rings.powf(2.5) + 0.55 * fibre).clamp(0.0, 1.0);
            let mut c = mix(light, dark, k);
            let seam = smoothstep(0.0, 0.006, across.min(1.0 - across));
            for ch in &mut c {
                *ch *= tone * (0.6 + 0.4 * seam);
            }
            put(&mut px, (y * N + x) as usize, c, 1.0);
        }
    }
    image_with_mips(N, N, px, true)
}

/// The cross-section of a side of the board's frame, from its inner foot to its outer foot:
/// (distance outwards from the playing surface's edge, height). The rim stands a little above
/// the squares, its top is flat, and its outer edge is bevelled down to the table.
pub(crate) const FRAME_PROFILE: [(f32, f32); 7] = [
    (0.0, -0.03),
    (0.0, 0.035),
    (0.035, 0.07),
    (0.6, 0.07),
    (0.7, 0.04),
    (0.78, -0.04),
    (0.78, -0.35),
];
/// Half the width of the area inside the frame (the squares and the border of the grid).
pub(crate) const FRAME_INNER: f32 = 4.06;
/// Half the outer width of the frame.
pub(crate) const FRAME_OUTER: f32 = FRAME_INNER + 0.78;
/// The profile segment that is the frame's flat top (where the coordinates are printed).
const FRAME_TOP: usize = 2;

/// Length of the frame's profile, and the length up to the start of each segment.
pub(crate) fn profile_lengths() -> (f32, [f32; 7]) {
    let mut at = [0.0; 7];
    let mut total = 0.0;
    for i in 0..6 {
        at[i] = total;
        let (a, b) = (FRAME_PROFILE[i], FRAME_PROFILE[i + 1]);
        total += Vec2::new(b.0 - a.0, b.1 - a.1).length();
    }
    at[6] = total;
    (total, at)
}

/// A side of the frame: its outward direction and its direction along (both in x–z).
pub(crate) fn frame_side(k: usize) -> (Vec2, Vec2) {
    match k {
        0 => (Vec2::new(0.0, -1.0), Vec2::X),
        1 => (Vec2::new(0.0, 1.0), Vec2::X),
        2 => (Vec2::new(-1.0, 0.0), Vec2::Y),
        _ => (Vec2::new(1.0, 0.0), Vec2::Y),
    }
}

/// Size of the frame texture: four strips, one per side.
pub(crate) const FRAME_TEX: (u32, u32) = (1024, 512);

/// The frame's wood: a strip per side with the grain along the side, and the coordinates
/// printed on the top (letters along the far and near sides, digits along the left and
/// right), upright for the player at row 8's side. Texture u runs along a side (its outer
/// length), v through the four strips in [`frame_side`] order, across each strip the profile.
pub(crate) fn frame_wood() -> Image {
    let (w, h) = FRAME_TEX;
    let strip = h / 4;
    let (total, at) = profile_lengths();
    let light: Rgb = [0.56, 0.33, 0.17];
    let dark: Rgb = [0.30, 0.15, 0.07];
    let ink: Rgb = [0.96, 0.89, 0.70];
    let mut px = vec![0u8; (w * h * 4) as usize];
    let labels = frame_labels();
    for k in 0..4usize {
        let (out, along) = frame_side(k);
        let seed = 101 + k as u32 * 17;
        for y in 0..strip {
            let c = (y as f32 + 0.5) / strip as f32 * total;
            // Where on the profile: distance outwards `s` for the printing.
            let seg = (0..6).rfind(|&i| at[i] <= c).unwrap_or(0);
            let (a, b) = (FRAME_PROFILE[seg], FRAME_PROFILE[seg + 1]);
            let f = ((c - at[seg]) / (at[seg + 1] - at[seg]).max(1e-6)).clamp(0.0, 1.0);
            let s = a.0 + (b.0 - a.0) * f;
            for x in 0..w {
                let t = ((x as f32 + 0.5) / w as f32 - 0.5) * 2.0 * FRAME_OUTER;
                let warp = fbm(t * 0.25, c * 1.2, 3, None, seed);
                let rings = 0.5 + 0.5 * (std::f32::consts::TAU * (c * 2.4 + warp * 2.2)).sin();
                let fibre = fbm(t * 1.2, c * 55.0, 3, None, seed + 3);
                let k_wood = (0.5 * rings.powf(3.0) + 0.5 * fibre).clamp(0.0, 1.0);
                let mut col = mix(light, dark, k_wood);
                if seg == FRAME_TOP {
                    let p = along * t + out * (FRAME_INNER + s);
                    let cover = labels.iter().map(|l| l.coverage(p)).fold(0.0f32, f32::max);
                    col = mix(col, ink, cover * 0.92);
                }
                let i = ((k as u32 * strip + y) * w + x) as usize;
                put(&mut px, i, col, 1.0);
            }
        }
    }
    image_with_mips(w, h, px, false)
}

/// A character printed on the frame: its strokes, its centre on the board (x, z) and height.
struct Label {
    strokes: Vec<(Vec2, Vec2)>,
    centre: Vec2,
    height: f32,
}

/// Half the width of a stroke, in units of the character's height.
const STROKE: f32 = 0.075;

impl Label {
    /// How much of the point `p` (x, z on the board) the character's ink covers, 0..1.
    fn coverage(&self, p: Vec2) -> f32 {
        // Character space: x to the right, y up (towards the far side), height 1.
        let g = Vec2::new(
            (p.x - self.centre.x) / self.height + 0.3,
            -(p.y - self.centre.y) / self.height + 0.5,
        );
        if g.x < -0.3 || g.x > 0.9 || g.y < -0.5 || g.y > 1.3 {
            return 0.0;
        }
        let d = self
            .strokes
            .iter()
            .map(|&(a, b)| segment_distance(g, a, b))
            .fold(f32::MAX, f32::min);
        // One texel of antialiasing: about 1/100 of a unit.
        let aa = 0.01 / self.height;
        (0.5 + (STROKE - d) / aa).clamp(0.0, 1.0)
    }
}

fn segment_distance(p: Vec2, a: Vec2, b: Vec2) -> f32 {
    let ab = b - a;
    let t = ((p - a).dot(ab) / ab.length_squared().max(1e-9)).clamp(0.0, 1.0);
    (p - (a + ab * t)).length()
}

/// The coordinates on the frame: a–h beyond row 1 and below row 8, 1–8 left of column a and
/// right of column h, each centred on its column or row, on the middle of the frame's top.
fn frame_labels() -> Vec<Label> {
    let mid = FRAME_INNER + (FRAME_PROFILE[FRAME_TOP].0 + FRAME_PROFILE[FRAME_TOP + 1].0) / 2.0;
    let height = 0.27;
    let mut out = Vec::new();
    for i in 0..8 {
        let at = i as f32 - 3.5;
        let letter = (b'a' + i as u8) as char;
        let digit = (b'1' + i as u8) as char;
        for z in [-mid, mid] {
            out.push(Label {
                strokes: glyph(letter),
                centre: Vec2::new(at, z),
                height,
            });
        }
        for x in [-mid, mid] {
            out.push(Label {
                strokes: glyph(digit),
                centre: Vec2::new(x, at),
                height,
            });
        }
    }
    out
}

/// An arc of the ellipse around `c` with radii `r`, from angle `a0` to `a1` (degrees).
fn arc(out: &mut Vec<(Vec2, Vec2)>, c: (f32, f32), r: (f32, f32), a0: f32, a1: f32) {
    let n = 18;
    let p = |i: i32| {
        let a = (a0 + (a1 - a0) * i as f32 / n as f32).to_radians();
        Vec2::new(c.0 + r.0 * a.cos(), c.1 + r.1 * a.sin())
    };
    for i in 0..n {
        out.push((p(i), p(i + 1)));
    }
}

fn lines(out: &mut Vec<(Vec2, Vec2)>, points: &[(f32, f32)]) {
    for w in points.windows(2) {
        out.push((Vec2::new(w[0].0, w[0].1), Vec2::new(w[1].0, w[1].1)));
    }
}

/// The strokes of a coordinate character (a–h, 1–8) in a box 0.6 wide and 1 high (x-height
/// 0.6 for the letters), as a sign-writer would draw them.
fn glyph(ch: char) -> Vec<(Vec2, Vec2)> {
    let mut s = Vec::new();
    let o = &mut s;
    match ch {
        'a' => {
            arc(o, (0.3, 0.3), (0.28, 0.3), 0.0, 360.0);
            lines(o, &[(0.58, 0.6), (0.58, 0.0)]);
        }
        'b' => {
            arc(o, (0.32, 0.3), (0.28, 0.3), 0.0, 360.0);
            lines(o, &[(0.04, 1.0), (0.04, 0.0)]);
        }
        'c' => arc(o, (0.32, 0.3), (0.28, 0.3), 45.0, 315.0),
        'd' => {
            arc(o, (0.28, 0.3), (0.28, 0.3), 0.0, 360.0);
            lines(o, &[(0.56, 1.0), (0.56, 0.0)]);
        }
        'e' => {
            lines(o, &[(0.03, 0.3), (0.58, 0.3)]);
            arc(o, (0.3, 0.3), (0.28, 0.3), 0.0, 315.0);
        }
        'f' => {
            lines(o, &[(0.22, 0.0), (0.22, 0.78)]);
            arc(o, (0.44, 0.78), (0.22, 0.22), 180.0, 30.0);
            lines(o, &[(0.02, 0.6), (0.48, 0.6)]);
        }
        'g' => {
            arc(o, (0.28, 0.32), (0.27, 0.28), 0.0, 360.0);
            lines(o, &[(0.55, 0.6), (0.55, 0.0)]);
            arc(o, (0.29, 0.0), (0.26, 0.26), 0.0, -150.0);
        }
        'h' => {
            lines(o, &[(0.03, 1.0), (0.03, 0.0)]);
            arc(o, (0.3, 0.32), (0.27, 0.28), 180.0, 0.0);
            lines(o, &[(0.57, 0.32), (0.57, 0.0)]);
        }
        '1' => lines(o, &[(0.1, 0.78), (0.34, 1.0), (0.34, 0.0)]),
        '2' => {
            arc(o, (0.3, 0.72), (0.27, 0.27), 160.0, -30.0);
            lines(o, &[(0.534, 0.585), (0.03, 0.0), (0.6, 0.0)]);
        }
        '3' => {
            arc(o, (0.3, 0.76), (0.24, 0.24), 150.0, -90.0);
            arc(o, (0.3, 0.27), (0.28, 0.27), 90.0, -150.0);
        }
        '4' => lines(o, &[(0.45, 0.0), (0.45, 1.0), (0.0, 0.3), (0.62, 0.3)]),
        '5' => {
            lines(o, &[(0.55, 1.0), (0.1, 1.0), (0.06, 0.56)]);
            arc(o, (0.3, 0.31), (0.29, 0.31), 128.0, -145.0);
        }
        '6' => {
            arc(o, (0.3, 0.29), (0.28, 0.29), 0.0, 360.0);
            arc(o, (0.64, 0.29), (0.62, 0.71), 180.0, 105.0);
        }
        '7' => lines(o, &[(0.0, 1.0), (0.6, 1.0), (0.2, 0.0)]),
        _ => {
            arc(o, (0.3, 0.25), (0.28, 0.25), 0.0, 360.0);
            arc(o, (0.3, 0.75), (0.23, 0.25), 0.0, 360.0);
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coordinate_has_ink_on_its_strokes_and_none_far_away() {
        for l in frame_labels() {
            let on = l.strokes[0].0;
            let world = Vec2::new(
                l.centre.x + (on.x - 0.3) * l.height,
                l.centre.y - (on.y - 0.5) * l.height,
            );
            assert!(l.coverage(world) > 0.9, "ink on a stroke at {world}");
            assert_eq!(l.coverage(l.centre + Vec2::new(0.5, 0.0)), 0.0);
        }
    }

    #[test]
    fn the_felt_tiles_without_a_seam_and_the_mip_chain_is_complete() {
        let img = felt();
        assert_eq!(img.texture_descriptor.mip_level_count, 8, "128 → 1");
        let data = img.data.as_ref().unwrap();
        // 128² + 64² + … + 1 texels.
        let texels: u32 = (0..8).map(|l| (128u32 >> l).pow(2)).sum();
        assert_eq!(data.len(), texels as usize * 4);
        let (a, b) = (
            noise(0.0, 2.5, Some((6, 6)), 1),
            noise(6.0, 2.5, Some((6, 6)), 1),
        );
        assert!((a - b).abs() < 1e-6, "periodic noise repeats");
    }
}
