Widget x() => Text(name, maxLines: 1);
