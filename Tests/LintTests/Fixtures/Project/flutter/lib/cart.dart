import 'package:flutter/material.dart';

Widget cart(BuildContext context, String name) {
  final label = 'maxLines: 1 inside ${name.length > 3 ? "a string" : 'nested'}';
  return Column(children: [
    Text(name, maxLines: 1, textScaler: TextScaler.linear(1.0)),
    Chip(label: Text(name, maxLines: 1)),
  ]);
}
