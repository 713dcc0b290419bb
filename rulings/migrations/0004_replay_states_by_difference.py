"""Replay steps store their state by difference from a keyframe, and a replay keeps
its outcome and its comparison of the two editions.

Replays are a cache derived from the scenario documents, so the stored ones are
dropped here and recomputed on first view.
"""
from django.db import migrations, models


def drop_cached_replays(apps, schema_editor):
    apps.get_model("rulings", "Replay").objects.all().delete()


class Migration(migrations.Migration):

    dependencies = [
        ("rulings", "0003_scenario_visibility"),
    ]

    operations = [
        migrations.RunPython(drop_cached_replays, migrations.RunPython.noop),
        migrations.AddField(
            model_name="replaystep",
            name="keyframe",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="replay",
            name="outcome",
            field=models.TextField(blank=True, default=""),
        ),
        migrations.AddField(
            model_name="replay",
            name="comparison",
            field=models.JSONField(blank=True, null=True),
        ),
    ]
