import 'package:flutter/material.dart';

/// An order summary with the patterns `reflow lint` reports for Flutter.
class OrderScreen extends StatelessWidget {
  const OrderScreen({super.key, required this.note, required this.total});

  final String note;
  final String total;

  @override
  Widget build(BuildContext context) {
    final scale = MediaQuery.of(context).textScaleFactor;
    return MediaQuery(
      data: MediaQuery.of(context).copyWith(
        textScaler: MediaQuery.textScalerOf(context).clamp(maxScaleFactor: 1.3),
      ),
      child: Column(
        children: [
          SizedBox(
            height: 48,
            child: Text(note, maxLines: 1, overflow: TextOverflow.ellipsis),
          ),
          Text('Total: $total', style: TextStyle(fontSize: 16 * scale)),
        ],
      ),
    );
  }
}
