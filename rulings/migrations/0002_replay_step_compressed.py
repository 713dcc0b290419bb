"""Replay steps keep their details as one compressed JSON document.

Replays are a cache derived from the scenario documents, so the stored ones
are dropped here and recomputed on first view.
"""
from django.db import migrations, models


def drop_cached_replays(apps, schema_editor):
    apps.get_model("rulings", "Replay").objects.all().delete()


class Migration(migrations.Migration):

    dependencies = [
        ("rulings", "0001_initial"),
    ]

    operations = [
        migrations.RunPython(drop_cached_replays, migrations.RunPython.noop),
        migrations.RemoveField(model_name="replaystep", name="action"),
        migrations.RemoveField(model_name="replaystep", name="events"),
        migrations.RemoveField(model_name="replaystep", name="citations"),
        migrations.RemoveField(model_name="replaystep", name="state"),
        migrations.AddField(
            model_name="replaystep",
            name="data",
            field=models.BinaryField(default=b""),
            preserve_default=False,
        ),
    ]
