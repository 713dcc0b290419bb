"""Changes of control (layer 2 of 418.5a) and what they end or leave alone:
a haste granted by suspend ends when its controller loses control (502.59a);
Auras and Equipment stay attached and keep their own controller (212.4i,
212.2k)."""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display


def change_control(game, obj, new: int, text: str) -> None:
    """`obj` changes controller; `text` says so, then what it ends or leaves alone."""
    game.change_control(obj, new)
    emit(game, text)
    from .ascend import check as ascend
    ascend(game)  # 702.131b: "any time" a player controls ten or more permanents
    ended = [e for e in game.effects if e.target == obj.id and e.zcc == obj.zcc
             and e.get("while_controlled_by") is not None and e.get("while_controlled_by") != new]
    if ended:
        game.effects = tuple(e for e in game.effects if e not in ended)
        game.characteristics_changed()
        emit(game, f"{display(game, obj)} loses the haste suspend gave it: {game.players[ended[0].get('while_controlled_by')].name} lost control of it.",
             ("suspend", f"a creature {game.words.cast_past} with suspend has haste until its controller loses control of it"))
    for other in game.in_play():
        if other.attached_to != obj.id or other.attached_zcc != obj.zcc:
            continue
        owner = game.players[other.controller].name
        if "Equipment" in characteristics(game, other).subtypes:
            emit(game, f"{display(game, other)} stays attached to {display(game, obj)} and stays under {owner}'s control.",
                 ("equipment_controller_separate", "changing control of the creature doesn't change control of the Equipment"))
        else:
            emit(game, f"{display(game, other)} stays attached to {display(game, obj)} and stays under {owner}'s control.",
                 ("aura_controller_separate", "changing control of the permanent doesn't change control of the Aura"))
