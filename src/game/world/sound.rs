//! Sounds: a knock when a disc lands, a click for each disc as it turns over (in the ripple),
//! a chime for a pass and for the end of the game. M (or the start screen) mutes them; the
//! volume bar (pause menu, start screen) sets how loud they are.
//! The WAV files under `assets/sounds/` are synthesised by `assets/sounds/make_sounds.py`
//! and built into the binary, so the game needs no asset folder at run time.

use crate::game::core::display::DisplaySettings;
use crate::game::core::state::Phase;
use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

/// Something that makes a sound.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum SoundCue {
    /// A disc lands on its square.
    Place,
    /// One disc turns over.
    Flip,
    /// A side passes.
    Pass,
    /// The game is over.
    GameOver,
}

/// The sounds played so far (not the muted ones) and the volume each was played at (0–1): for
/// tests and the log.
#[derive(Resource, Default, Debug)]
pub struct SoundLog(pub Vec<SoundCue>, pub Vec<f32>);

#[derive(Resource)]
struct Sounds {
    place: Handle<AudioSource>,
    flip: Handle<AudioSource>,
    pass: Handle<AudioSource>,
    end: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .init_resource::<SoundLog>()
        .add_systems(Startup, load_sounds)
        .add_systems(
            OnEnter(Phase::PassNotice),
            |mut w: MessageWriter<SoundCue>| {
                w.write(SoundCue::Pass);
            },
        )
        .add_systems(
            OnEnter(Phase::GameOver),
            |mut w: MessageWriter<SoundCue>| {
                w.write(SoundCue::GameOver);
            },
        )
        .add_systems(PostUpdate, play_sounds);
}

/// Only with an audio output (the real app); headless tests have none.
fn load_sounds(mut commands: Commands, sources: Option<ResMut<Assets<AudioSource>>>) {
    let Some(mut sources) = sources else { return };
    let mut add = |bytes: &'static [u8]| {
        sources.add(AudioSource {
            bytes: bytes.into(),
        })
    };
    commands.insert_resource(Sounds {
        place: add(include_bytes!("../../../assets/sounds/place.wav")),
        flip: add(include_bytes!("../../../assets/sounds/flip.wav")),
        pass: add(include_bytes!("../../../assets/sounds/pass.wav")),
        end: add(include_bytes!("../../../assets/sounds/end.wav")),
    });
}

fn play_sounds(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    settings: Res<DisplaySettings>,
    sounds: Option<Res<Sounds>>,
    mut log: ResMut<SoundLog>,
) {
    let mut flips_this_frame = 0;
    for &cue in cues.read() {
        if !settings.sound {
            continue;
        }
        let volume = settings.volume as f32 / 100.0;
        log.0.push(cue);
        log.1.push(volume);
        // Discs turning in the same frame share one click (it would only be louder).
        if cue == SoundCue::Flip {
            flips_this_frame += 1;
            if flips_this_frame > 1 {
                continue;
            }
        }
        let Some(s) = &sounds else { continue };
        let handle = match cue {
            SoundCue::Place => s.place.clone(),
            SoundCue::Flip => s.flip.clone(),
            SoundCue::Pass => s.pass.clone(),
            SoundCue::GameOver => s.end.clone(),
        };
        commands.spawn((
            AudioPlayer::new(handle),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
        ));
    }
}
