"""Scenario services, one module per subject; views stay thin and call these.

- validation: the engine's verdict on a document, and field paths a judge can read;
- documents: a blank document and copies of one;
- store: creating, saving, forking and deleting scenarios, and the examples;
- transfer: the scenario file, exported and imported;
- replays: the replay cache and the step page's view of it;
- cards: the card library for the picker;
- state_panel: the game state arranged for the step page;
- choices: what the builder's forms offer, read from the engine's constants.
"""
