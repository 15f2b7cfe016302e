//! The scene around the board: the table it stands on, fading into the dark away from the
//! light; the lights (a warm key light that casts soft shadows, a cool fill, ambient); the
//! meshes with rounded or bevelled edges (disc halves, the frame); and the graphics quality
//! setting ([`Quality`]) that trades shadows and antialiasing for speed.

use super::materials;
use super::materials::{FRAME_INNER, FRAME_OUTER, FRAME_PROFILE, frame_side, profile_lengths};
use crate::game::core::display::DisplaySettings;
use crate::game::core::display::Quality;
use crate::game::core::log::Log;
use crate::game::core::options::Launch;
use crate::game::core::state::Phase;
use bevy::asset::RenderAssetUsages;
use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap, NotShadowCaster};
use bevy::mesh::{Indices, MeshBuilder as _, PrimitiveTopology};
use bevy::prelude::*;

/// The light that casts the shadows.
#[derive(Component)]
pub(crate) struct KeyLight;

/// A soft light from the other side (off at low quality).
#[derive(Component)]
pub(crate) struct FillLight;

/// The table under the board.
#[derive(Component)]
pub(crate) struct Table;

/// The scene's procedural textures, whose filtering follows the quality.
#[derive(Resource, Default)]
pub(crate) struct SceneTextures(pub(crate) Vec<Handle<Image>>);

/// The table top's height: the frame's foot stands on it.
pub(crate) const TABLE_Y: f32 = -0.35;

/// The colour the table fades to at its edge, also the background beyond it.
const DARK: Color = Color::srgb(0.022, 0.016, 0.013);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(DARK))
        .init_resource::<SceneTextures>()
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(1.0, 0.95, 0.9),
            brightness: 260.0,
            ..default()
        })
        .add_systems(Startup, spawn_scene)
        .add_systems(Update, (apply_quality, print_animation_fps));
}

fn spawn_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    images: Option<ResMut<Assets<Image>>>,
    mut textures: ResMut<SceneTextures>,
) {
    commands.spawn((
        Name::new("Key light"),
        KeyLight,
        DirectionalLight {
            illuminance: 9_500.0,
            color: Color::srgb(1.0, 0.95, 0.88),
            shadow_maps_enabled: true,
            ..default()
        },
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            minimum_distance: 0.1,
            maximum_distance: 45.0,
            first_cascade_far_bound: 45.0,
            overlap_proportion: 0.2,
        }
        .build(),
        Transform::from_xyz(-4.0, 10.0, 5.5).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Name::new("Fill light"),
        FillLight,
        DirectionalLight {
            illuminance: 1_600.0,
            color: Color::srgb(0.8, 0.87, 1.0),
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(6.0, 4.0, -3.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    let texture = images.map(|mut images| images.add(materials::table_wood()));
    textures.0.extend(texture.clone());
    commands.spawn((
        Name::new("Table"),
        Table,
        Mesh3d(meshes.add(table_mesh())),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: texture,
            perceptual_roughness: 0.5,
            reflectance: 0.35,
            uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(10.0)),
            ..default()
        })),
        Transform::from_xyz(0.0, TABLE_Y, 0.0),
        NotShadowCaster,
        Pickable::IGNORE,
    ));
}

/// The table: a large square whose vertex colours darken it away from the board, as a lamp
/// over the board would light it.
fn table_mesh() -> Mesh {
    let mut mesh = Plane3d::default()
        .mesh()
        .size(80.0, 80.0)
        .subdivisions(47)
        .build();
    let colours: Vec<[f32; 4]> = match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
        Some(bevy::mesh::VertexAttributeValues::Float32x3(ps)) => ps
            .iter()
            .map(|p| {
                let r = Vec2::new(p[0], p[2] - 0.5).length();
                let t = ((r - 4.0) / 13.0).clamp(0.0, 1.0);
                let l = 1.0 - 0.9 * t * t * (3.0 - 2.0 * t);
                [l, l, l, 1.0]
            })
            .collect(),
        _ => Vec::new(),
    };
    mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, colours);
    mesh
}

/// Builds a triangle mesh from quads, each turned to face its given side.
#[derive(Default)]
struct QuadMesh {
    positions: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    indices: Vec<u32>,
}

impl QuadMesh {
    fn vertex(&mut self, p: Vec3, n: Vec3, uv: Vec2) -> u32 {
        self.positions.push(p.to_array());
        self.normals.push(n.normalize_or_zero().to_array());
        self.uvs.push(uv.to_array());
        (self.positions.len() - 1) as u32
    }

    /// The quad a-b-c-d (in order around it), wound so that its front faces `facing`.
    fn quad(&mut self, [a, b, c, d]: [u32; 4], facing: Vec3) {
        let p = |i: u32| Vec3::from_array(self.positions[i as usize]);
        let n = (p(c) - p(a)).cross(p(d) - p(b));
        if n.dot(facing) >= 0.0 {
            self.indices.extend([a, b, c, a, c, d]);
        } else {
            self.indices.extend([a, c, b, a, d, c]);
        }
    }

    fn build(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, self.normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// One half of a disc (the upper one; the lower is the same turned over): a flat face whose
/// edge rounds down to the disc's equator, like a real disc's moulded rim.
pub(crate) fn disc_half(radius: f32, half_height: f32, segments: u32) -> Mesh {
    let round = (half_height * 0.7).min(radius / 3.0);
    // Profile (distance from the axis, height, normal) from the centre of the face outwards.
    let mut profile = vec![
        (0.0, half_height, Vec2::Y),
        (radius - round, half_height, Vec2::Y),
    ];
    let steps = 5;
    for k in 1..=steps {
        let a = std::f32::consts::FRAC_PI_2 * (1.0 - k as f32 / steps as f32);
        profile.push((
            radius - round + round * a.cos(),
            half_height - round + round * a.sin(),
            Vec2::new(a.cos(), a.sin()),
        ));
    }
    profile.push((radius, 0.0, Vec2::X));
    let mut m = QuadMesh::default();
    let ring = segments + 1;
    for (i, &(r, y, n)) in profile.iter().enumerate() {
        for j in 0..ring {
            let a = std::f32::consts::TAU * j as f32 / segments as f32;
            let (s, c) = a.sin_cos();
            m.vertex(
                Vec3::new(r * c, y, r * s),
                Vec3::new(n.x * c, n.y, n.x * s),
                Vec2::new(j as f32 / segments as f32, i as f32 / profile.len() as f32),
            );
        }
    }
    for i in 0..profile.len() as u32 - 1 {
        for j in 0..segments {
            let v = |ii: u32, jj: u32| ii * ring + jj;
            let facing = Vec3::from_array(m.normals[v(i, j) as usize])
                + Vec3::from_array(m.normals[v(i + 1, j + 1) as usize]);
            m.quad([v(i, j), v(i, j + 1), v(i + 1, j + 1), v(i + 1, j)], facing);
        }
    }
    m.build()
}

/// The board's frame: [`FRAME_PROFILE`] swept around the playing area, mitred at the
/// corners, with texture coordinates for [`materials::frame_wood`] (a strip per side).
pub(crate) fn frame_mesh() -> Mesh {
    let (total, at) = profile_lengths();
    let mut m = QuadMesh::default();
    for k in 0..4 {
        let (out, along) = frame_side(k);
        let (out3, along3) = (
            Vec3::new(out.x, 0.0, out.y),
            Vec3::new(along.x, 0.0, along.y),
        );
        for i in 0..FRAME_PROFILE.len() - 1 {
            let (s0, y0) = FRAME_PROFILE[i];
            let (s1, y1) = FRAME_PROFILE[i + 1];
            // Perpendicular to the profile, towards the outside of the wood.
            let normal = (out3 * -(y1 - y0) + Vec3::Y * (s1 - s0)).normalize_or_zero();
            let vertex = |m: &mut QuadMesh, s: f32, y: f32, c: f32, end: f32| {
                let t = end * (FRAME_INNER + s);
                let p = out3 * (FRAME_INNER + s) + along3 * t + Vec3::Y * y;
                let uv = Vec2::new(t / (2.0 * FRAME_OUTER) + 0.5, (k as f32 + c / total) / 4.0);
                m.vertex(p, normal, uv)
            };
            let a = vertex(&mut m, s0, y0, at[i], -1.0);
            let b = vertex(&mut m, s0, y0, at[i], 1.0);
            let c = vertex(&mut m, s1, y1, at[i + 1], 1.0);
            let d = vertex(&mut m, s1, y1, at[i + 1], -1.0);
            m.quad([a, b, c, d], normal);
        }
    }
    m.build()
}

/// Applies the graphics quality when it changes (and once the camera and lights exist).
fn apply_quality(
    mut commands: Commands,
    settings: Res<DisplaySettings>,
    mut applied: Local<Option<Quality>>,
    mut key: Query<&mut DirectionalLight, (With<KeyLight>, Without<FillLight>)>,
    mut fill: Query<&mut Visibility, With<FillLight>>,
    cameras: Query<Entity, With<Camera3d>>,
    textures: Res<SceneTextures>,
    mut images: Option<ResMut<Assets<Image>>>,
    table: Query<&MeshMaterial3d<StandardMaterial>, With<Table>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let q = settings.quality;
    if *applied == Some(q) || cameras.is_empty() || key.is_empty() {
        return;
    }
    *applied = Some(q);
    for mut light in &mut key {
        light.shadow_maps_enabled = q.shadow_map().is_some();
    }
    if let Some(size) = q.shadow_map() {
        commands.insert_resource(DirectionalLightShadowMap { size });
    }
    for mut v in &mut fill {
        *v = if q == Quality::Low {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
    for cam in &cameras {
        use bevy::core_pipeline::tonemapping::{DebandDither, Tonemapping};
        let (tonemapping, dither) = if q == Quality::Low {
            (Tonemapping::None, DebandDither::Disabled)
        } else {
            (Tonemapping::default(), DebandDither::Enabled)
        };
        let filtering = if q == Quality::High {
            bevy::light::ShadowFilteringMethod::Gaussian
        } else {
            bevy::light::ShadowFilteringMethod::Hardware2x2
        };
        commands
            .entity(cam)
            .insert((q.msaa(), tonemapping, dither, filtering));
    }
    // At low quality the table is not shaded (it has no shadows to show then): its pool of
    // light is in its vertex colours, and most of the window's pixels are table.
    for m in &table {
        if let Some(mut m) = materials.get_mut(&m.0) {
            m.unlit = q == Quality::Low;
        }
    }
    if let Some(images) = images.as_mut() {
        for h in &textures.0 {
            if let Some(mut image) = images.get_mut(h)
                && let bevy::image::ImageSampler::Descriptor(d) = &mut image.sampler
            {
                d.anisotropy_clamp = q.anisotropy();
            }
        }
    }
}

/// Frames counted while discs move, for `--print-fps`.
#[derive(Default)]
struct FpsCount {
    frames: u32,
    seconds: f64,
    all_frames: u32,
    all_seconds: f64,
    /// The process's processor time when the animation started, and all animations' total.
    cpu_start: Option<f64>,
    all_cpu: f64,
}

/// The processor time this process has used (all its threads), in seconds, where the system
/// tells it (Linux: `/proc/self/stat`, in clock ticks of 1/100 s).
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// With `--print-fps`: after each move's animation, the frames per second it ran at and the
/// processor time a frame took (the process's, all threads: a figure that other programs
/// sharing the processor do not change), and the same over all the animations so far.
fn print_animation_fps(
    launch: Res<Launch>,
    phase: Option<Res<State<Phase>>>,
    time: Res<Time<Real>>,
    mut count: Local<FpsCount>,
    mut log: MessageWriter<Log>,
) {
    if !launch.0.print_fps {
        return;
    }
    let animating = phase.is_some_and(|p| *p.get() == Phase::Animating);
    if animating {
        if count.frames == 0 {
            count.cpu_start = process_cpu_seconds();
        } else {
            // The first frame's time is the frame before the animation's.
            count.seconds += time.delta_secs_f64();
        }
        count.frames += 1;
    } else if count.frames > 1 {
        let c = &mut *count;
        let frames = c.frames - 1;
        let cpu = match (c.cpu_start, process_cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => 0.0,
        };
        c.all_frames += frames;
        c.all_seconds += c.seconds;
        c.all_cpu += cpu;
        log.write(Log::info(format!(
            "animation fps: {:.1} ({} frames in {:.2} s, {:.0} ms processor time a frame); \
             all animations: {:.1} fps ({} frames in {:.1} s, {:.0} ms processor time a frame)",
            frames as f64 / c.seconds.max(1e-9),
            frames,
            c.seconds,
            cpu * 1000.0 / frames as f64,
            c.all_frames as f64 / c.all_seconds.max(1e-9),
            c.all_frames,
            c.all_seconds,
            c.all_cpu * 1000.0 / c.all_frames.max(1) as f64,
        )));
        c.frames = 0;
        c.seconds = 0.0;
    } else {
        count.frames = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn positions(m: &Mesh) -> Vec<Vec3> {
        match m.attribute(Mesh::ATTRIBUTE_POSITION) {
            Some(bevy::mesh::VertexAttributeValues::Float32x3(ps)) => {
                ps.iter().map(|p| Vec3::from_array(*p)).collect()
            }
            _ => panic!("positions"),
        }
    }

    /// Every triangle's front faces away from the solid's axis or centre (outwards).
    fn faces_outwards(m: &Mesh, centre_of: impl Fn(Vec3) -> Vec3) {
        let ps = positions(m);
        let Some(Indices::U32(idx)) = m.indices() else {
            panic!("indices")
        };
        for t in idx.chunks(3) {
            let (a, b, c) = (ps[t[0] as usize], ps[t[1] as usize], ps[t[2] as usize]);
            let n = (b - a).cross(c - a);
            if n.length() < 1e-7 {
                continue;
            }
            let mid = (a + b + c) / 3.0;
            assert!(
                n.dot(mid - centre_of(mid)) > 0.0,
                "a triangle at {mid} faces inwards"
            );
        }
    }

    #[test]
    fn a_disc_half_is_round_closed_at_the_equator_and_faces_out() {
        let m = disc_half(0.42, 0.045, 32);
        let ps = positions(&m);
        let max_r = ps
            .iter()
            .map(|p| Vec2::new(p.x, p.z).length())
            .fold(0.0, f32::max);
        assert!((max_r - 0.42).abs() < 1e-4);
        assert!(ps.iter().all(|p| p.y >= -1e-6 && p.y <= 0.045 + 1e-6));
        faces_outwards(&m, |_| Vec3::ZERO);
    }

    #[test]
    fn the_frame_surrounds_the_squares_and_faces_out() {
        let m = frame_mesh();
        let ps = positions(&m);
        for p in &ps {
            let r = p.x.abs().max(p.z.abs());
            assert!(
                (FRAME_INNER - 1e-4..=FRAME_OUTER + 1e-4).contains(&r),
                "{p}"
            );
        }
        // Outwards: away from the middle of the frame's cross-section, under its top.
        let mid = (FRAME_INNER + FRAME_OUTER) / 2.0;
        faces_outwards(&m, |p| {
            let (x, z) = (p.x, p.z);
            if x.abs() > z.abs() {
                Vec3::new(mid * x.signum(), -0.2, z)
            } else {
                Vec3::new(x, -0.2, mid * z.signum())
            }
        });
    }
}
