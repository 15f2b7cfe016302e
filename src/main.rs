use bevy::prelude::*;
fn main() {
    App::new().add_plugins((DefaultPlugins, MeshPickingPlugin)).run();
}
